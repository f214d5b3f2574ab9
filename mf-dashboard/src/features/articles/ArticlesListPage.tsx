// articles: the broadcaster's articles, drafts included; "New article" creates a draft and opens it.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createArticle } from '@sermon/shared-contracts/api/create-article';
import { getArticles } from '@sermon/shared-contracts/api/get-articles';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { messageOf, toastError } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, textLinkStyle } from '../../components/page/dashboard-styles';
import { useDashboardHref } from '../../components/page/use-dashboard-href';
import { DashboardList, SearchBox, useSearchablePages } from '../content-lists/DashboardList';
import { localToday } from './article-form';

export function ArticlesListPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const href = useDashboardHref();
  const navigate = useNavigate();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const { query, page, setPage, search } = useSearchablePages();
  const list = useLoad(
    (signal) => getArticles(client, { broadcasterID, includeDrafts: true, page, pageSize: 25, query: query.trim() || undefined, sortBy: 'newest' }, { signal, noCache: true }),
    [client, broadcasterID, page, query],
  );
  const [creating, setCreating] = useState(false);

  // spec doc 1 §4: created as a draft 'Untitled Article' with empty content and today's date, then patched (in the editor)
  const create = async () => {
    setCreating(true);
    try {
      const article = await createArticle(client, broadcasterID, { title: 'Untitled Article', content: '', articleDate: localToday(), draft: true });
      navigate(href(`articles/${article.articleID}`));
    } catch (error) {
      toastError(messageOf(error));
      setCreating(false);
    }
  };

  return (
    <DashboardPage
      title={t`Articles`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="articles-list-page"
      actions={
        can(BROADCASTER_ROLES.Uploader) ? (
          <Button type="button" busy={creating} onClick={() => void create()} data-testid="article-create">
            {t`New article`}
          </Button>
        ) : undefined
      }
    >
      <section css={panelStyle} data-testid="articles-list">
        <SearchBox query={query} onQueryChange={search} testId="articles-search" />
        <DashboardList
          list={list}
          page={page}
          onPageChange={setPage}
          itemKey={(article) => article.articleID}
          renderItem={(article) => (
            <>
              <div css={{ minWidth: 0, flex: 1 }}>
                <Link to={href(`articles/${article.articleID}`)} css={{ ...textLinkStyle, overflowWrap: 'anywhere' }} data-testid="article-row-link">
                  {article.title}
                </Link>
                <p css={{ ...mutedTextStyle, fontSize: '0.85rem' }}>
                  {article.articleDate}
                  {article.categories.length > 0 ? ` · ${article.categories.join(', ')}` : ''}
                </p>
              </div>
              <span
                data-testid="article-state"
                css={{
                  flex: 'none',
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  padding: `${space(0.5)} ${space(2)}`,
                  borderRadius: radius.pill,
                  background: article.draft ? colors.surfaceAlt : colors.successSurface,
                  color: article.draft ? colors.muted : colors.success,
                }}
              >
                {article.draft ? t`Draft` : t`Published`}
              </span>
            </>
          )}
        />
      </section>
    </DashboardPage>
  );
}
