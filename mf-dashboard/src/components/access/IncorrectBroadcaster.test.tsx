import { screen } from '@testing-library/react';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { renderDashboard } from '../testing/render-dashboard';
import { IncorrectBroadcaster } from './IncorrectBroadcaster';

const user = fakeUser({
  broadcasterRoles: [
    { broadcasterID: 'gracechapel', broadcasterRoleID: BROADCASTER_ROLES.Admin },
    { broadcasterID: 'hopechurch', broadcasterRoleID: BROADCASTER_ROLES.Uploader },
    { broadcasterID: 'billonly', broadcasterRoleID: BROADCASTER_ROLES.Biller },
  ],
});

describe('IncorrectBroadcaster', () => {
  it('offers switching to the owner when the user may, coming back to the same page', () => {
    renderDashboard(<IncorrectBroadcaster ownerID="hopechurch" />, {
      path: '/dashboard/sermons/77',
      routePath: '/dashboard/sermons/:sermonID',
      props: { session: signedInSession(user) },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Incorrect Broadcaster');
    expect(screen.getByTestId('dashboard-incorrect-broadcaster-switch').getAttribute('href')).toBe(
      '/dashboard/switch?broadcasterID=hopechurch&next=%2Fdashboard%2Fsermons%2F77',
    );
  });

  it('offers no switch when the user may not work on the owner', () => {
    renderDashboard(<IncorrectBroadcaster ownerID="billonly" />, {
      path: '/dashboard-beta/series/3',
      routePath: '/dashboard-beta/series/:seriesID',
      props: { session: signedInSession(user) },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Incorrect Broadcaster');
    expect(screen.queryByTestId('dashboard-incorrect-broadcaster-switch')).toBeNull();
  });
});
