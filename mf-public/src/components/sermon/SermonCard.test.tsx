import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
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

describe('a sermon card’s play button', () => {
  const list: PlayList = { kind: 'series', params: { series: '12', sortBy: 'oldest' }, label: 'Psalms' };

  it('is named after the sermon and asks the player to play it with the list the card is in', () => {
    const requests: unknown[] = [];
    const stop = onPlatformEvent('player:play', (detail) => requests.push(detail));
    renderWithPlatform(<SermonCard sermon={sermonFixture({ sermonID: '77', fullTitle: 'The Good Shepherd' })} playList={list} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play The Good Shepherd' }));
    stop();
    expect(requests).toEqual([{ sermonID: '77', list }]);
  });

  it('is reachable with the keyboard (the picture link is not, the title link is)', async () => {
    renderWithPlatform(<SermonCard sermon={sermonFixture({ fullTitle: 'The Good Shepherd' })} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('sermon-card-play'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'The Good Shepherd' }));
  });

  it('is absent for a sermon with nothing to play', () => {
    renderWithPlatform(
      <SermonCard sermon={sermonFixture({ hasAudio: false, hasVideo: false, audioDurationSeconds: null })} />,
    );
    expect(screen.queryByTestId('sermon-card-play')).toBeNull();
  });

  it('gives way to “Playing” while the player plays this sermon', () => {
    renderWithPlatform(<SermonCard sermon={sermonFixture({ sermonID: '77' })} />);
    act(() => emitPlatformEvent('player:status', { sermonID: '77', state: 'Playing' }));
    expect(screen.queryByTestId('sermon-card-play')).toBeNull();
    expect(screen.getByTestId('sermon-card-playing').textContent).toBe('Playing');
    expect(screen.getByTestId('sermon-card').getAttribute('data-playing')).toBe('true');
    act(() => emitPlatformEvent('player:status', { sermonID: '77', state: 'Paused' }));
    expect(screen.getByTestId('sermon-card-play')).toBeTruthy();
  });

  it('knows what plays even when it mounts after the player said so', () => {
    act(() => emitPlatformEvent('player:status', { sermonID: '78', state: 'Playing' }));
    renderWithPlatform(<SermonCard sermon={sermonFixture({ sermonID: '78' })} />);
    expect(screen.getByTestId('sermon-card-playing')).toBeTruthy();
    act(() => emitPlatformEvent('player:status', { sermonID: null, state: 'Static' }));
  });
});
