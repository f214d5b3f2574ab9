import { act, fireEvent, screen } from '@testing-library/react';
import { getDiscoverBroadcasters } from '@sermon/shared-contracts/api/get-discover-broadcasters';
import { getLinkedBroadcasters } from '@sermon/shared-contracts/api/get-linked-broadcasters';
import { fakeAdmin, fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { currentBroadcasterKey } from '../../components/access/current-broadcaster-store';
import { fakeBroadcaster, renderDashboard } from '../../components/testing/render-dashboard';
import { SelectPage } from './SelectPage';

jest.mock('@sermon/shared-contracts/api/get-linked-broadcasters', () => ({ getLinkedBroadcasters: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/get-discover-broadcasters', () => ({ getDiscoverBroadcasters: jest.fn() }));
const linked = getLinkedBroadcasters as jest.MockedFunction<typeof getLinkedBroadcasters>;
const discover = getDiscoverBroadcasters as jest.MockedFunction<typeof getDiscoverBroadcasters>;

const user = fakeUser({ user_id: 9 });

async function renderPicker(path: string, session = signedInSession(user)) {
  let result!: ReturnType<typeof renderDashboard>;
  await act(async () => {
    result = renderDashboard(<SelectPage />, { path, routePath: '/broadcaster/select', current: null, props: { session } });
  });
  return result;
}

beforeEach(() => {
  window.localStorage.clear();
  linked.mockReset();
  discover.mockReset();
});

describe('the broadcaster picker', () => {
  it('lists the linked broadcasters; picking one remembers it and opens ?next', async () => {
    linked.mockResolvedValue([fakeBroadcaster({ broadcasterID: 'gracechapel', displayName: 'Grace Chapel' }), fakeBroadcaster({ broadcasterID: 'hope', displayName: 'Hope' })]);
    const { router } = await renderPicker('/broadcaster/select?next=%2Fdashboard-beta%2Fsermons');
    expect(screen.getByTestId('broadcaster-select-linked').textContent).toContain('Grace Chapel');
    fireEvent.click(screen.getByTestId('choose-hope'));
    expect(window.localStorage.getItem(currentBroadcasterKey(9))).toBe('hope');
    expect(router.state.location.pathname).toBe('/dashboard-beta/sermons');
  });

  it('ignores a ?next that is not a dashboard page', async () => {
    linked.mockResolvedValue([fakeBroadcaster({ broadcasterID: 'hope', displayName: 'Hope' })]);
    const { router } = await renderPicker('/broadcaster/select?next=%2F%2Fevil.example');
    fireEvent.click(screen.getByTestId('choose-hope'));
    expect(router.state.location.pathname).toBe('/dashboard-beta');
  });

  it('offers sign-up and the classic sign-in when the list is empty (also on error)', async () => {
    linked.mockResolvedValue([]);
    await renderPicker('/broadcaster/select');
    expect(screen.getByTestId('broadcaster-select-empty')).toBeTruthy();
    expect(screen.queryByTestId('broadcaster-select-admin')).toBeNull();
  });

  it('lets a site admin search every broadcaster', async () => {
    linked.mockResolvedValue([]);
    discover.mockResolvedValue({ nodeType: 'broadcasters_list', nodeDisplayName: 'Broadcasters', results: [fakeBroadcaster({ broadcasterID: 'berlinradio', displayName: 'Berlin Radio' })], totalCount: 1, next: null });
    const { router } = await renderPicker('/broadcaster/select', signedInSession(fakeAdmin()));
    fireEvent.change(screen.getByTestId('broadcaster-select-search'), { target: { value: 'berlin' } });
    await screen.findByTestId('choose-berlinradio', undefined, { timeout: 2000 });
    expect(discover).toHaveBeenCalledWith(expect.anything(), { query: 'berlin', pageSize: 20 }, expect.anything());
    fireEvent.click(screen.getByTestId('choose-berlinradio'));
    expect(router.state.location.pathname).toBe('/dashboard-beta');
  });
});
