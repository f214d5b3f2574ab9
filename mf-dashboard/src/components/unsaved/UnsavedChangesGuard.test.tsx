import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { renderDashboard } from '../testing/render-dashboard';
import { hasDirtyGuard } from './leave-guard';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

const QUESTION = 'Do you really want to leave? You have unsaved changes!';

function EditPage({ startDirty = true }: { startDirty?: boolean }) {
  const [dirty, setDirty] = useState(startDirty);
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <Link to="/dashboard-beta/sermons">Sermons</Link>
      <Link to="/dashboard-beta/settings?tab=2">Same page, other tab</Link>
      <button type="button" onClick={() => setDirty(false)}>
        save
      </button>
    </>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the unsaved-changes guard', () => {
  it('asks before leaving a dirty form and stays when the user declines', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    await act(async () => fireEvent.click(screen.getByText('Sermons')));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(router.state.location.pathname).toBe('/dashboard-beta/settings');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('leaves when the user accepts', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    await act(async () => fireEvent.click(screen.getByText('Sermons')));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard-beta/sermons');
  });

  it('does not ask when the form is clean (after saving)', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    await act(async () => fireEvent.click(screen.getByText('save')));
    await act(async () => fireEvent.click(screen.getByText('Sermons')));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard-beta/sermons');
  });

  it('lets a dirty page change only its query string', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { router } = renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    await act(async () => fireEvent.click(screen.getByText('Same page, other tab')));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('asks the browser to confirm closing the tab only while dirty', async () => {
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    const dirtyClose = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyClose);
    expect(dirtyClose.defaultPrevented).toBe(true);
    expect(hasDirtyGuard()).toBe(true);
    await act(async () => fireEvent.click(screen.getByText('save')));
    const cleanClose = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanClose);
    expect(cleanClose.defaultPrevented).toBe(false);
    expect(hasDirtyGuard()).toBe(false);
  });
});

describe('two guarded forms on one page', () => {
  function TwoForms() {
    return (
      <>
        <UnsavedChangesGuard dirty />
        <UnsavedChangesGuard dirty={false} />
        <Link to="/dashboard-beta/sermons">Sermons</Link>
      </>
    );
  }

  it('asks when either is dirty, although the router keeps only the last blocker', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderDashboard(<TwoForms />, { path: '/dashboard-beta/settings' });
    await act(async () => fireEvent.click(screen.getByText('Sermons')));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard-beta/settings');
    warn.mockRestore();
  });
});

describe('navigations of the shell (single-spa)', () => {
  /** What single-spa fires before a route change, with its cancel function. */
  function shellNavigation(newPath: string, state: unknown = null) {
    window.history.replaceState(state, '');
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { oldUrl: `${window.location.origin}/dashboard-beta/settings`, newUrl: `${window.location.origin}${newPath}`, cancelNavigation },
      }),
    );
    return cancelNavigation;
  }

  it('cancels a shell navigation away from a dirty form when the user declines', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    const cancel = shellNavigation('/sermons');
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(cancel).toHaveBeenCalledWith(true);
  });

  it('lets it go when the user accepts, and never asks for a clean form', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    expect(shellNavigation('/sermons')).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByText('save')));
    expect(shellNavigation('/sermons')).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("leaves the dashboard router's own navigations to its blocker (no second question)", () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    expect(shellNavigation('/dashboard-beta/sermons', { usr: null, key: 'abc', idx: 3 })).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });
});
