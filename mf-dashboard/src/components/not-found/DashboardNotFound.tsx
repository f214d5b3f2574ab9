import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonLinkStyle } from '../page/dashboard-styles';
import { StatusScreen } from '../page/StatusScreen';
import { useDashboardHref } from '../page/use-dashboard-href';

export type DashboardNotFoundKind = 'sermon' | 'series' | 'article' | 'speaker' | 'generic';

/**
 * The dashboard's not-found screens (spec doc 1 §4): 'Sermon Not Found' etc., the help text, and 'Return to {page}'
 * leading to the kind's list; the generic one returns to the overview.
 */
export function DashboardNotFound({ kind }: { kind: DashboardNotFoundKind }) {
  const { t } = useLingui();
  const href = useDashboardHref();
  // 'Return to {page}' as whole sentences: languages inflect the page's name after "to" (German: zur Übersicht,
  // zu den Predigten), which one translated pattern cannot do
  const texts: Record<DashboardNotFoundKind, { title: string; back: string; to: string }> = {
    sermon: { title: t`Sermon Not Found`, back: t`Return to Sermons`, to: 'sermons' },
    series: { title: t`Series Not Found`, back: t`Return to Series`, to: 'series' },
    article: { title: t`Article Not Found`, back: t`Return to Articles`, to: 'articles' },
    speaker: { title: t`Speaker Not Found`, back: t`Return to Speakers`, to: 'speakers' },
    generic: { title: t`Page Not Found`, back: t`Return to Overview`, to: '' },
  };
  const { title, back, to } = texts[kind];
  return (
    <StatusScreen
      status={404}
      title={title}
      testId="dashboard-not-found"
      actions={
        <Link to={href(to)} css={buttonLinkStyle} data-testid="dashboard-not-found-return">
          {back}
        </Link>
      }
    >
      <p css={{ margin: 0 }}>{t`Please try searching or verify your URL was entered correctly.`}</p>
    </StatusScreen>
  );
}
