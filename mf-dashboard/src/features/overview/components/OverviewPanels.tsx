// The overview's panels below the tiles: next bill, notices, highlighted sermon, recent sermons.
import { Trans, useLingui } from '@lingui/react/macro';
import { eventTypeLabel } from '@sermon/shared-contracts/mf/event-type-labels';
import { Link } from 'react-router';
import type { BroadcasterOverview, OverviewSermon } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { mutedTextStyle, panelStyle, panelTitleStyle, textLinkStyle } from '../../../components/page/dashboard-styles';
import { useDashboardHref } from '../../../components/page/use-dashboard-href';
import { formatEpochDate, formatIsoDate, formatMoney } from '../format';
import { SermonStateBadge } from './SermonStateBadge';

export function NextBillPanel({ bill }: { bill: BroadcasterOverview['nextBill'] }) {
  const { locale } = useRemoteProps();
  return (
    <section css={panelStyle} data-testid="overview-next-bill">
      <h2 css={panelTitleStyle}>
        <Trans>Next bill</Trans>
      </h2>
      {bill ? (
        <div css={{ display: 'grid', gap: space(1) }}>
          <p css={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>{formatMoney(bill.amountCents, bill.currency, locale)}</p>
          <p css={mutedTextStyle}>
            {(() => {
              const due = formatIsoDate(bill.dueDate, locale);
              return <Trans>Due {due}</Trans>;
            })()}
          </p>
          <p css={{ ...mutedTextStyle, color: colors.textSoft }}>{bill.description}</p>
        </div>
      ) : (
        <p css={mutedTextStyle}>
          <Trans>No bill is due.</Trans>
        </p>
      )}
    </section>
  );
}

export function NoticesPanel({ notices }: { notices: BroadcasterOverview['notices'] }) {
  const { locale } = useRemoteProps();
  const href = useDashboardHref();
  return (
    <section css={panelStyle} data-testid="overview-notices">
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: space(3), alignItems: 'baseline' }}>
        <h2 css={panelTitleStyle}>
          <Trans>Latest notices</Trans>
        </h2>
        <Link to={href('notices')} css={{ ...textLinkStyle, fontSize: '0.9rem', whiteSpace: 'nowrap', marginBottom: space(3) }}>
          <Trans>All notices</Trans>
        </Link>
      </div>
      {notices.length === 0 ? (
        <p css={mutedTextStyle}>
          <Trans>No notices sent yet.</Trans>
        </p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {notices.map((notice) => (
            <li key={notice.noticeID} css={{ minWidth: 0 }}>
              <p css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{notice.title}</p>
              <p css={{ ...mutedTextStyle, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {notice.text}
              </p>
              <p css={{ ...mutedTextStyle, fontSize: '0.8rem' }}>{formatEpochDate(notice.createdAt, locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SermonLine({ sermon }: { sermon: OverviewSermon }) {
  const { locale } = useRemoteProps();
  const href = useDashboardHref();
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: `${space(1)} ${space(3)}`, alignItems: 'center', minWidth: 0 }}>
      <Link to={href(`sermons/${sermon.sermonID}`)} css={{ ...textLinkStyle, flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }} data-testid="overview-sermon-link">
        {sermon.title}
      </Link>
      <SermonStateBadge state={sermon.publishState} />
      <span css={{ ...mutedTextStyle, flexBasis: '100%' }}>
        {sermon.speakerName} · {formatIsoDate(sermon.preachDate, locale)}
      </span>
    </div>
  );
}

/** The server's English titles, by the choice behind them, in the reader's language. */
function useHighlightedTitles() {
  const { t, i18n } = useLingui();
  const sortTitles: Record<string, string> = {
    preached: t`Recently Preached`,
    popular: t`Most Popular`,
    added: t`Recently Added`,
    picklistnewest: t`Newest Staff Picks`,
    picklistrandom: t`Random Staff Picks`,
    clipsnewest: t`Newest Clips`,
    clipsrandom: t`Random Clips`,
  };
  const audioTitles: Record<string, string> = {
    sermon_id: t`Featured Sermon`,
    newest: t`Newest Sermon`,
    newestpick: t`Newest Staff Pick`,
    randompick: t`Staff Pick`,
    randomsource: t`Random Sermon`,
  };
  return (highlighted: BroadcasterOverview['highlightedSermons']) => ({
    sortTitle: sortTitles[highlighted.sortOrder ?? 'preached'] ?? highlighted.sortTitle,
    audioTitle:
      highlighted.audioTitle === null
        ? null
        : highlighted.audioType === 'event_type'
          ? eventTypeLabel(i18n, highlighted.audioTitle)
          : (audioTitles[highlighted.audioType] ?? highlighted.audioTitle),
  });
}

export function HighlightedPanel({ highlighted }: { highlighted: BroadcasterOverview['highlightedSermons'] }) {
  const titles = useHighlightedTitles()(highlighted);
  const sortTitle = titles.sortTitle;
  return (
    <section css={panelStyle} data-testid="overview-highlighted">
      <h2 css={panelTitleStyle}>
        <Trans>Highlighted sermon</Trans>
      </h2>
      {highlighted.audioSermon ? (
        <div css={{ display: 'grid', gap: space(2) }}>
          {titles.audioTitle && <p css={{ ...mutedTextStyle, fontWeight: 600 }}>{titles.audioTitle}</p>}
          <SermonLine sermon={highlighted.audioSermon} />
        </div>
      ) : (
        <p css={mutedTextStyle}>
          <Trans>No sermon is highlighted yet: publish a sermon and it shows here.</Trans>
        </p>
      )}
      <p css={{ ...mutedTextStyle, marginTop: space(3), fontSize: '0.85rem' }}>
        <Trans>Sermon list order on your page: {sortTitle}</Trans>
      </p>
    </section>
  );
}

export function RecentSermonsPanel({ sermons, canCreate }: { sermons: OverviewSermon[]; canCreate: boolean }) {
  const href = useDashboardHref();
  return (
    <section css={panelStyle} data-testid="overview-recent-sermons">
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: space(3), alignItems: 'baseline' }}>
        <h2 css={panelTitleStyle}>
          <Trans>Recent sermons</Trans>
        </h2>
        <Link to={href('sermons')} css={{ ...textLinkStyle, fontSize: '0.9rem', whiteSpace: 'nowrap', marginBottom: space(3) }}>
          <Trans>All sermons</Trans>
        </Link>
      </div>
      {sermons.length === 0 ? (
        <p css={mutedTextStyle}>
          {canCreate ? (
            <Trans>
              No sermons yet.{' '}
              <Link to={href('sermons/create')} css={textLinkStyle}>
                Upload your first sermon
              </Link>
            </Trans>
          ) : (
            <Trans>No sermons yet.</Trans>
          )}
        </p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {sermons.map((sermon) => (
            <li key={sermon.sermonID} css={{ borderTop: `1px solid ${colors.border}`, paddingTop: space(3), '&:first-of-type': { borderTop: 0, paddingTop: 0 } }}>
              <SermonLine sermon={sermon} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
