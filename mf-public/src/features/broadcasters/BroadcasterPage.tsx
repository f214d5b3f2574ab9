import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { BROADCASTER_IMAGE_ASPECT } from '@sermon/shared-contracts/constants/broadcaster-lists';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { isNotFoundError } from '../../components/api/not-found';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFound } from '../../components/feedback/NotFound';
import { Spinner } from '../../components/feedback/Spinner';
import { FollowButton } from '../../components/follow/FollowButton';
import { realImageURL } from '../../components/images/real-image-url';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { Section } from '../../components/layout/PageHeader';
import { TextLink } from '../../components/links/TextLink';
import { SermonInfiniteList } from '../../components/sermon/SermonInfiniteList';
import { sermonPlayList } from '../../components/sermon/play-list';
import { breakpoints, colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { aboutText } from './about-text';
import { useBroadcaster } from './api/get-broadcaster';
import { useBroadcasterSeries } from './api/get-broadcaster-series';

/** /broadcasters/:broadcasterID: the church or ministry, its series and its sermons. */
export function BroadcasterPage() {
  const { broadcasterID = '' } = useParams();
  const broadcaster = useBroadcaster(broadcasterID);
  if (broadcaster.status === 'loading') return <Spinner />;
  if (broadcaster.status === 'error') {
    if (isNotFoundError(broadcaster.error)) {
      return (
        <NotFound
          message={<Trans>Broadcaster not found</Trans>}
          backTo={{ to: '/broadcasters', label: <Trans>Browse all broadcasters</Trans> }}
        />
      );
    }
    return <LoadError onRetry={broadcaster.retry} />;
  }
  return <BroadcasterProfile broadcaster={broadcaster.data} />;
}

function BroadcasterProfile({ broadcaster }: { broadcaster: Broadcaster }) {
  usePageTitle(broadcaster.displayName);
  const image = realImageURL(broadcaster.imageURL);
  const about = aboutText(broadcaster.aboutUs);
  return (
    <>
      <header
        css={{
          display: 'grid',
          gap: space(6),
          gridTemplateColumns: '1fr',
          [breakpoints.sm]: { gridTemplateColumns: image ? '160px 1fr' : '1fr' },
          alignItems: 'start',
        }}
      >
        {image && (
          <img
            src={image}
            alt=""
            css={{
              width: 160,
              aspectRatio: String(BROADCASTER_IMAGE_ASPECT),
              objectFit: 'cover',
              borderRadius: radius.md,
              background: colors.surfaceAlt,
            }}
          />
        )}
        <div css={{ minWidth: 0 }}>
          <h1 data-testid="broadcaster-name" css={{ margin: 0, fontSize: 'clamp(1.6rem, 3vw, 2.2rem)', lineHeight: 1.2 }}>
            {broadcaster.displayName}
          </h1>
          {broadcaster.location && (
            <p data-testid="broadcaster-location" css={{ margin: `${space(2)} 0 0`, color: colors.muted, fontSize: '1.1rem' }}>
              {broadcaster.location}
            </p>
          )}
          <div css={{ marginTop: space(3) }}>
            <FollowButton type="broadcaster" id={broadcaster.broadcasterID} name={broadcaster.displayName} />
          </div>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              gap: `${space(2)} ${space(6)}`,
              margin: `${space(5)} 0 0`,
              dt: { color: colors.muted, fontWeight: 600 },
              dd: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            {broadcaster.minister && (
              <>
                <dt>
                  <Trans>Minister</Trans>
                </dt>
                <dd>{broadcaster.minister}</dd>
              </>
            )}
            {broadcaster.denomination && (
              <>
                <dt>
                  <Trans>Denomination</Trans>
                </dt>
                <dd>{broadcaster.denomination}</dd>
              </>
            )}
            {broadcaster.serviceTimes && (
              <>
                <dt>
                  <Trans>Service times</Trans>
                </dt>
                <dd data-testid="broadcaster-service-times" css={{ whiteSpace: 'pre-line' }}>
                  {broadcaster.serviceTimes}
                </dd>
              </>
            )}
            {broadcaster.address && (
              <>
                <dt>
                  <Trans>Address</Trans>
                </dt>
                <dd css={{ whiteSpace: 'pre-line' }}>{broadcaster.address}</dd>
              </>
            )}
            {broadcaster.phone && (
              <>
                <dt>
                  <Trans>Phone</Trans>
                </dt>
                <dd>
                  <a href={`tel:${broadcaster.phone.replace(/[^\d+]/g, '')}`} css={externalLink}>
                    {broadcaster.phone}
                  </a>
                </dd>
              </>
            )}
            {broadcaster.homePageURL && /^https?:\/\//i.test(broadcaster.homePageURL) && (
              <>
                <dt>
                  <Trans>Website</Trans>
                </dt>
                <dd>
                  <a href={broadcaster.homePageURL} target="_blank" rel="noopener noreferrer" css={externalLink}>
                    {broadcaster.homePageURL.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </div>
      </header>

      {about && (
        <Section labelId="broadcaster-about" title={<Trans>About</Trans>}>
          <p css={{ whiteSpace: 'pre-line', margin: 0, maxWidth: 760 }}>{about}</p>
        </Section>
      )}

      <Section labelId="broadcaster-series" title={<Trans>Series</Trans>}>
        <BroadcasterSeriesList broadcasterID={broadcaster.broadcasterID} />
      </Section>

      <Section labelId="broadcaster-sermons" title={<Trans>Sermons</Trans>}>
        <BroadcasterSermons broadcasterID={broadcaster.broadcasterID} name={broadcaster.displayName} />
      </Section>
    </>
  );
}

function BroadcasterSermons({ broadcasterID, name }: { broadcasterID: string; name: string }) {
  const params = useMemo(() => ({ broadcasterID, sortBy: 'newest' as const }), [broadcasterID]);
  const playList = useMemo(() => sermonPlayList('broadcaster', params, name), [params, name]);
  return <SermonInfiniteList params={params} playList={playList} />;
}

function BroadcasterSeriesList({ broadcasterID }: { broadcasterID: string }) {
  const series = useBroadcasterSeries(broadcasterID);
  return (
    <InfiniteList
      items={series.items}
      status={series.status}
      hasMore={series.hasMore}
      onLoadMore={series.loadMore}
      onRetry={series.retry}
      getKey={(item) => item.seriesID}
      layout="rows"
      autoLoad={false}
      testId="broadcaster-series"
      renderItem={(item) => (
        <p css={{ margin: 0 }}>
          <TextLink to={`/series/${item.seriesID}`}>{item.title}</TextLink>{' '}
          <span css={{ color: colors.muted, fontSize: '0.9rem' }}>({item.count})</span>
        </p>
      )}
    />
  );
}

const externalLink = {
  color: colors.accent,
  ...focusRing,
} as const;
