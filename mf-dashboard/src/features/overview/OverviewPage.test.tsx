import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import type { BroadcasterOverview } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { fakeDashboardBroadcaster, renderDashboard } from '../../components/testing/render-dashboard';
import { OverviewPage } from './OverviewPage';

// The page's urql client, answering from `answers` (one JSON body per request, the last one repeated).
let answers: unknown[] = [];
const requests: Array<{ variables: unknown }> = [];
jest.mock('../../components/graphql/create-graphql-client', () => ({
  createGraphQLClient: () =>
    new Client({
      url: 'http://test/graphql',
      exchanges: [fetchExchange],
      preferGetMethod: false,
      fetch: (async (_url: string, init: RequestInit) => {
        requests.push(JSON.parse(String(init.body)));
        const body = answers.length > 1 ? answers.shift() : answers[0];
        const text = JSON.stringify(body);
        return { ok: true, status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => body };
      }) as unknown as typeof fetch,
    }),
}));

const sermon = (id: string, title: string, state: 0 | 1 | 2) => ({
  sermonID: id,
  title,
  speakerName: 'John Calvin',
  preachDate: '2024-05-05',
  publishState: state,
  publishTimestamp: state === 0 ? null : 1_714_900_000,
  updatedAt: 1_714_900_000,
  hasAudio: true,
  hasVideo: false,
});

function overview(overrides: Partial<BroadcasterOverview> = {}): BroadcasterOverview {
  return {
    broadcaster: { broadcasterID: 'gracechapel', displayName: 'Grace Chapel', location: 'Springfield', imageURL: '', joined: 1_700_000_000 },
    roles: [2, 3, 4],
    lifetimeStats: { sermons: 7, publishedSermons: 5, scheduledSermons: 1, draftSermons: 1, audioPlays: 6370, videoPlays: 30, totalPlays: 6400, followers: 2, comments: 4 },
    nextBill: { billID: 1, dueDate: '2026-12-01', amountCents: 2500, currency: 'USD', description: 'December plan' },
    notices: [{ noticeID: 1, title: 'Easter services', text: 'Join us at 9 and 11.', createdAt: 1_714_900_000 }],
    highlightedSermons: { sortOrder: null, sortTitle: 'Recently Preached', audioType: 'newest', audioTitle: 'Newest Sermon', audioSermon: sermon('1001', 'More Than Conquerors', 2) },
    recentSermons: [sermon('1005', 'Draft in progress', 0), sermon('1001', 'More Than Conquerors', 2)],
    ...overrides,
  };
}

async function renderOverview(roles = Object.values(BROADCASTER_ROLES)) {
  await act(async () => {
    renderDashboard(<OverviewPage />, { path: '/dashboard-beta', current: fakeDashboardBroadcaster(roles), props: { session: signedInSession() } });
  });
}

beforeEach(() => {
  requests.length = 0;
});

describe('the dashboard overview', () => {
  it('shows the totals, next bill, notices, highlighted and recent sermons of the current broadcaster', async () => {
    answers = [{ data: { broadcasterOverview: overview() } }];
    await renderOverview();
    await screen.findByTestId('overview-stat-sermons-value');
    expect(requests[0]!.variables).toEqual({ broadcasterID: 'gracechapel' });
    expect(screen.getByTestId('overview-stat-sermons-value').textContent).toBe('7');
    expect(screen.getByTestId('overview-stat-plays-value').textContent).toBe('6,400');
    expect(screen.getByTestId('overview-stat-sermons').textContent).toContain('5 published · 1 scheduled · 1 drafts');
    expect(screen.getByTestId('overview-next-bill').textContent).toContain('$25.00');
    expect(screen.getByTestId('overview-next-bill').textContent).toContain('Due Dec 1, 2026');
    expect(screen.getByTestId('overview-notices').textContent).toContain('Easter services');
    expect(screen.getByTestId('overview-highlighted').textContent).toContain('Newest Sermon');
    const links = screen.getAllByTestId('overview-sermon-link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/dashboard-beta/sermons/1005');
    expect(screen.getByTestId('overview-recent-sermons').textContent).toContain('Draft');
    expect(screen.getByTestId('overview-new-sermon').getAttribute('href')).toBe('/dashboard-beta/sermons/create');
  });

  it('leaves the bill out for a non-Biller (FORBIDDEN on nextBill only) and shows the rest', async () => {
    answers = [
      {
        data: { broadcasterOverview: overview({ nextBill: null }) },
        errors: [{ message: 'You do not have permission', path: ['broadcasterOverview', 'nextBill'], extensions: { code: 'FORBIDDEN', status: 403 } }],
      },
    ];
    await renderOverview([BROADCASTER_ROLES.Uploader]);
    await screen.findByTestId('overview-stat-sermons-value');
    expect(screen.queryByTestId('overview-next-bill')).toBeNull();
    expect(screen.getByTestId('overview-notices')).toBeTruthy();
  });

  it('says when nothing is due', async () => {
    answers = [{ data: { broadcasterOverview: overview({ nextBill: null, recentSermons: [], notices: [] }) } }];
    await renderOverview();
    await screen.findByTestId('overview-next-bill');
    expect(screen.getByTestId('overview-next-bill').textContent).toContain('No bill is due.');
    expect(screen.getByTestId('overview-notices').textContent).toContain('No notices sent yet.');
    expect(screen.getByTestId('overview-recent-sermons').textContent).toContain('Upload your first sermon');
  });

  it('offers a retry when the query fails, and shows the overview once it works', async () => {
    answers = [{ data: null, errors: [{ message: 'An error occurred', extensions: { code: 'INTERNAL_ERROR', status: 500 } }] }, { data: { broadcasterOverview: overview() } }];
    await renderOverview();
    await screen.findByTestId('overview-failed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(screen.getByTestId('overview-stat-sermons-value').textContent).toBe('7'));
  });
});
