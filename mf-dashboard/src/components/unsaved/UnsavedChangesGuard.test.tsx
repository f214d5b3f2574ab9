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
  function shellNavigation(newPath: string, state: unknown = null, extra: Record<string, unknown> = {}) {
    window.history.replaceState(state, '');
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { oldUrl: `${window.location.origin}/dashboard-beta/settings`, newUrl: `${window.location.origin}${newPath}`, cancelNavigation, ...extra },
      }),
    );
    return cancelNavigation;
  }

  /** The browser's back button to another remote's page: single-spa reports the popstate and unmounts this remote. */
  function backToOtherRemote(newPath: string, state: unknown) {
    return shellNavigation(newPath, state, {
      originalEvent: new PopStateEvent('popstate', { state }),
      appsByNewStatus: { MOUNTED: ['mf_promotions'], NOT_MOUNTED: ['mf_dashboard'], NOT_LOADED: [], SKIP_BECAUSE_BROKEN: [] },
    });
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

  it("asks on back to another remote's page although its router made the entry, and cancels when declined", () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    // the entry of another remote's react-router carries an idx: before the fix this went unasked
    const cancel = backToOtherRemote('/promotions', { usr: null, key: 'p1', idx: 0 });
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(cancel).toHaveBeenCalledWith(true);
  });

  it('lets the back button leave when the user accepts, and not ask for a clean form', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
    expect(backToOtherRemote('/promotions', { usr: null, key: 'p1', idx: 0 })).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByText('save')));
    expect(backToOtherRemote('/promotions', { usr: null, key: 'p1', idx: 0 })).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('gives the entry it stepped onto back its own URL and returns to the form (Navigation API present)', async () => {
    const entry = { index: 3 };
    Object.defineProperty(window, 'navigation', { value: { currentEntry: entry }, configurable: true });
    try {
      jest.spyOn(window, 'confirm').mockReturnValue(false);
      renderDashboard(<EditPage />, { path: '/dashboard-beta/settings' });
      const replace = jest.spyOn(History.prototype, 'replaceState');
      const go = jest.spyOn(window.history, 'go').mockImplementation(() => {});
      // Back: the browser is now on the other remote's entry, one step before the form's
      entry.index = 2;
      const promotionsState = { usr: null, key: 'p1', idx: 0 };
      const cancel = backToOtherRemote('/promotions', promotionsState);
      replace.mockClear(); // the helper's own replaceState that set up the popped entry
      expect(cancel).toHaveBeenCalledWith(true);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
      expect(replace).toHaveBeenCalledWith(promotionsState, '', `${window.location.origin}/promotions`);
      expect(go).toHaveBeenCalledWith(1);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });
});
