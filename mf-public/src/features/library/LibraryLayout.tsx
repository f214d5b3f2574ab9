// /library/*: the signed-in listener's own things, one tab per kind (spec doc 1 §2 "Library").
import { Outlet } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { PageHeader } from '../../components/layout/PageHeader';
import { TabNav } from '../../components/tabs/TabNav';

export function LibraryLayout() {
  return (
    <RequireSignIn>
      <LibraryFrame />
    </RequireSignIn>
  );
}

function LibraryFrame() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={<Trans>Library</Trans>} testId="library-title" />
      <TabNav
        label={t`Library sections`}
        testId="library-tabs"
        tabs={[
          { to: '/library', end: true, label: <Trans>Overview</Trans>, testId: 'library-tab-overview' },
          { to: '/library/bookmarks', label: <Trans>Bookmarks</Trans>, testId: 'library-tab-bookmarks' },
          { to: '/library/history', label: <Trans>History</Trans>, testId: 'library-tab-history' },
          { to: '/library/following', label: <Trans context="library section">Following</Trans>, testId: 'library-tab-following' },
          { to: '/library/comments', label: <Trans>Comments</Trans>, testId: 'library-tab-comments' },
        ]}
      />
      <Outlet />
    </>
  );
}
