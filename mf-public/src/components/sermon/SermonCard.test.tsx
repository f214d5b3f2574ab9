import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { sermonFixture } from '../testing/fixtures';
import { SermonCard } from './SermonCard';

// compiled catalogs are keyed by lingui's generated id, so the test catalog is keyed the same way
const german = setupI18n({
  locale: 'de',
  messages: { de: { [generateMessageId('Sunday - AM', 'sermon event type')]: 'Sonntag - Vormittag' } },
});

describe('a sermon card', () => {
  it('shows the event type in the reader’s language although the API sends it in English', () => {
    render(
      <I18nProvider i18n={german}>
        <RemotePropsProvider value={{ basePath: '/de', locale: 'de', apiBase: '/v2/', apiKey: 'k', session: ANONYMOUS_SESSION }}>
          <MemoryRouter>
            <SermonCard sermon={sermonFixture({ eventType: 'Sunday - AM', displayEventType: 'Sunday - AM' })} />
          </MemoryRouter>
        </RemotePropsProvider>
      </I18nProvider>,
    );
    expect(screen.getByText(/Sonntag - Vormittag/)).toBeTruthy();
    expect(screen.queryByText(/Sunday - AM/)).toBeNull();
  });
});
