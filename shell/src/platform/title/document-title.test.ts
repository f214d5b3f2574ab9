import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { documentTitle, syncDocumentTitle } from './document-title';

describe('the document title', () => {
  it('is the page title followed by the site name', () => {
    expect(documentTitle('Sermons', 'SermonHub')).toBe('Sermons | SermonHub');
    expect(documentTitle('', 'SermonHub')).toBe('SermonHub');
  });

  it('follows the titles remotes announce', () => {
    const stop = syncDocumentTitle('SermonHub');
    emitPlatformEvent('shell:title', { title: 'Promotions' });
    expect(document.title).toBe('Promotions | SermonHub');
    stop();
  });
});
