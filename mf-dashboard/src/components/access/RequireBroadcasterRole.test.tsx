import { screen } from '@testing-library/react';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { fakeBroadcaster, fakeDashboardBroadcaster, renderDashboard } from '../testing/render-dashboard';
import { RequireBroadcasterRole } from './RequireBroadcasterRole';

describe('RequireBroadcasterRole', () => {
  it('renders the page for a user holding the role', () => {
    renderDashboard(
      <RequireBroadcasterRole role={BROADCASTER_ROLES.Uploader}>
        <p>sermon editor</p>
      </RequireBroadcasterRole>,
      { current: fakeDashboardBroadcaster([BROADCASTER_ROLES.Uploader]) },
    );
    expect(screen.getByText('sermon editor')).toBeTruthy();
  });

  it('shows the 403 screen naming the broadcaster to a user without it (a Biller on the sermon editor)', () => {
    renderDashboard(
      <RequireBroadcasterRole role={BROADCASTER_ROLES.Uploader}>
        <p>sermon editor</p>
      </RequireBroadcasterRole>,
      { current: fakeDashboardBroadcaster([BROADCASTER_ROLES.Biller], fakeBroadcaster({ displayName: 'Grace Chapel' })) },
    );
    expect(screen.queryByText('sermon editor')).toBeNull();
    expect(screen.getByTestId('dashboard-status-code').textContent).toBe('403');
    expect(
      screen.getByText('You do not have permission to access this page. Contact an admin for Grace Chapel if you believe this is a mistake.'),
    ).toBeTruthy();
  });
});
