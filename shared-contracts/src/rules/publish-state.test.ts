import { SERMON_PUBLISH_STATE } from '../constants/publish-state';
import { isPublishable, publishState } from './publish-state';

const NOW = 1_750_000_000;

describe('publish state', () => {
  it('is Draft (0) without a publish timestamp', () => {
    expect(publishState(null, NOW)).toBe(SERMON_PUBLISH_STATE.Draft);
    expect(publishState(undefined, NOW)).toBe(0);
  });

  it('is Scheduled (1) when the timestamp is in the future', () => {
    expect(publishState(NOW + 1, NOW)).toBe(SERMON_PUBLISH_STATE.Scheduled);
  });

  it('is Published (2) when the timestamp is now or past', () => {
    expect(publishState(NOW, NOW)).toBe(SERMON_PUBLISH_STATE.Published);
    expect(publishState(NOW - 86_400, NOW)).toBe(2);
  });
});

describe('publishable', () => {
  const draft = { publishTimestamp: null, fullTitle: 'Grace Abounding', speaker: { displayName: 'John Bunyan' } };

  it('accepts an unpublished sermon with a real speaker and a real title', () => {
    expect(isPublishable(draft, NOW)).toBe(true);
    expect(isPublishable({ ...draft, publishTimestamp: NOW + 60 }, NOW)).toBe(true);
  });

  it('refuses an already published sermon', () => {
    expect(isPublishable({ ...draft, publishTimestamp: NOW - 60 }, NOW)).toBe(false);
  });

  it('refuses an unknown or placeholder speaker', () => {
    expect(isPublishable({ ...draft, speaker: null }, NOW)).toBe(false);
    expect(isPublishable({ ...draft, speaker: { displayName: 'Unknown Speaker' } }, NOW)).toBe(false);
  });

  it('refuses the default title', () => {
    expect(isPublishable({ ...draft, fullTitle: 'Untitled Sermon' }, NOW)).toBe(false);
    expect(isPublishable({ ...draft, fullTitle: '  ' }, NOW)).toBe(false);
  });
});
