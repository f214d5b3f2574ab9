import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch, requestedURLs } from '../../components/testing/fake-fetch';
import { nodeList, speakerFixture } from '../../components/testing/fixtures';
import { installIntersectionObserver, removeIntersectionObserver } from '../../components/testing/intersection-observer';
import { SpeakerPage } from './SpeakerPage';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderSpeakerPage(path: string) {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/speakers/:speaker" element={<SpeakerPage />} />
      </Routes>
      <Location />
    </>,
    { path },
  );
}

const spurgeon = speakerFixture({ speakerID: 7, displayName: 'Charles Spurgeon', sermonCount: 3 });

function serveSpeaker() {
  return installFakeFetch((url) => {
    if (url.pathname === '/v2/node/speakers/7' || url.pathname === '/v2/node/speakers/Charles%20Spurgeon') return { body: spurgeon };
    if (url.pathname === '/v2/node/sermons') return { body: nodeList([]) };
    return undefined;
  });
}

describe('SpeakerPage', () => {
  beforeEach(installIntersectionObserver);
  afterEach(removeIntersectionObserver);

  it('redirects a speaker name to the id page', async () => {
    const fetch = serveSpeaker();
    renderSpeakerPage('/speakers/Charles_Spurgeon');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/speakers/7'));
    expect((await screen.findByTestId('speaker-name')).textContent).toBe('Charles Spurgeon');
    expect(requestedURLs(fetch).some((url) => url.pathname === '/v2/node/speakers/Charles%20Spurgeon')).toBe(true);
  });

  it("shows the speaker with their sermon count and lists their sermons", async () => {
    const fetch = serveSpeaker();
    renderSpeakerPage('/speakers/7');
    expect((await screen.findByTestId('speaker-sermon-count')).textContent).toBe('3 sermons');
    await screen.findByTestId('sermon-list-empty');
    const list = requestedURLs(fetch).find((url) => url.pathname === '/v2/node/sermons')!;
    expect(list.searchParams.get('speakerID')).toBe('7');
  });

  it("shows 'Speaker not found' for an unknown speaker", async () => {
    installFakeFetch(() => ({ status: 404, body: { message: 'Speaker not found', errors: { code: 'NOT_FOUND' } } }));
    renderSpeakerPage('/speakers/No_Such_Preacher');
    expect(await screen.findByText('Speaker not found')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/speakers/No_Such_Preacher');
  });
});
