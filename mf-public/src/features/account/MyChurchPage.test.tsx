import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { recordingSession } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { MyChurchPage } from './MyChurchPage';

function Probe() {
  const location = useLocation();
  return <p data-testid="arrived">{location.pathname}</p>;
}

function renderMyChurch(session = recordingSession()) {
  renderWithPlatform(
    <Routes>
      <Route path="/mychurch" element={<MyChurchPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { path: '/mychurch', props: { session } },
  );
}

describe('MyChurchPage', () => {
  it("sends a user with a My Church to that broadcaster's page", async () => {
    renderMyChurch(recordingSession({ user: fakeUser({ my_church_broadcaster_id: 'tabernacle', myChurchBroadcasterID: 'tabernacle' }) }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/broadcasters/tabernacle');
  });

  it('points a signed-in user without one to the settings', () => {
    renderMyChurch(recordingSession({ user: fakeUser() }));
    expect(screen.getByTestId('mychurch-settings').getAttribute('href')).toBe('/user/settings#my-church');
  });

  it('asks an anonymous visitor to sign in and come back', () => {
    renderMyChurch();
    expect(screen.getByTestId('mychurch-sign-in').getAttribute('href')).toBe('/user/login?next=%2Fmychurch');
  });
});
