import { act, fireEvent, screen } from '@testing-library/react';
import { createArticle } from '@sermon/shared-contracts/api/create-article';
import { getArticles } from '@sermon/shared-contracts/api/get-articles';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { Article } from '@sermon/shared-contracts/entities/article';
import { fakeDashboardBroadcaster, renderDashboard } from '../../components/testing/render-dashboard';
import { ArticlesListPage } from './ArticlesListPage';

jest.mock('@sermon/shared-contracts/api/get-articles', () => ({ getArticles: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/create-article', () => ({ createArticle: jest.fn() }));
const listMock = getArticles as jest.MockedFunction<typeof getArticles>;
const createMock = createArticle as jest.MockedFunction<typeof createArticle>;

const draft = { type: 'article', articleID: 5, broadcasterID: 'gracechapel', title: 'Untitled Article', articleDate: '2024-05-01', draft: true, categories: [] } as unknown as Article;

beforeEach(() => {
  listMock.mockReset().mockResolvedValue({ nodeType: 'articles_list', nodeDisplayName: 'Articles', results: [draft], totalCount: 1, next: null });
  createMock.mockReset().mockResolvedValue({ ...draft, articleID: 6 });
});

describe('ArticlesListPage', () => {
  it("lists drafts for the team and creates an 'Untitled Article' draft dated today, then opens it", async () => {
    let router!: ReturnType<typeof renderDashboard>['router'];
    await act(async () => {
      ({ router } = renderDashboard(<ArticlesListPage />, { path: '/dashboard-beta/articles' }));
    });
    expect(listMock).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ broadcasterID: 'gracechapel', includeDrafts: true }), expect.anything());
    expect(screen.getByTestId('article-state').textContent).toBe('Draft');
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-create'));
    });
    expect(createMock).toHaveBeenCalledWith(expect.anything(), 'gracechapel', expect.objectContaining({ title: 'Untitled Article', content: '', draft: true, articleDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }));
    expect(router.state.location.pathname).toBe('/dashboard-beta/articles/6');
  });

  it('offers no New article button to a Biller', async () => {
    await act(async () => {
      renderDashboard(<ArticlesListPage />, { path: '/dashboard-beta/articles', current: fakeDashboardBroadcaster([BROADCASTER_ROLES.Biller]) });
    });
    expect(screen.queryByTestId('article-create')).toBeNull();
  });
});
