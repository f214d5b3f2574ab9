import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import type { QueryResult } from '../../components/api/use-query';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { Section } from '../../components/layout/PageHeader';
import { TextLink } from '../../components/links/TextLink';
import { SermonGrid } from '../../components/sermon/SermonGrid';
import { sermonPlayList } from '../../components/sermon/play-list';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { FEATURED_SERMONS, useFeaturedSermons } from './api/get-featured-sermons';
import { useFeaturedVideo } from './api/get-featured-video';
import { RECENT_SERMONS, useRecentSermons } from './api/get-recent-sermons';
import { FeaturedVideo } from './components/FeaturedVideo';

/** Cards per home section: two full rows on a wide screen. */
const SECTION_SIZE = 8;

export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Sermons from churches around the world`);
  const recent = useRecentSermons(SECTION_SIZE);
  const featured = useFeaturedSermons(SECTION_SIZE);
  const video = useFeaturedVideo();
  const featuredVideo = video.status === 'success' ? video.data : null;
  const recentList = useMemo(() => sermonPlayList('sermons', RECENT_SERMONS, t`Recent sermons`), [t]);
  const featuredList = useMemo(() => sermonPlayList('sermons', FEATURED_SERMONS, t`Featured sermons`), [t]);
  return (
    <>
      <Hero />
      <Section
        labelId="home-recent"
        title={<Trans>Recent sermons</Trans>}
        action={
          <TextLink to="/sermons?sortBy=newest-published">
            <Trans>All recent sermons</Trans>
          </TextLink>
        }
      >
        <SermonsSection query={recent} testId="home-recent" playList={recentList} />
      </Section>
      {/* a secondary block: a failed or empty load shows nothing (spec doc 2 §8) */}
      {featuredVideo?.videoPreviewURL && (
        <Section labelId="home-featured-video" title={<Trans>Watch</Trans>}>
          <FeaturedVideo sermon={{ ...featuredVideo, videoPreviewURL: featuredVideo.videoPreviewURL }} />
        </Section>
      )}
      <Section
        labelId="home-featured"
        title={<Trans>Featured sermons</Trans>}
        action={
          <TextLink to="/sermons?sortBy=pickdate">
            <Trans>More staff picks</Trans>
          </TextLink>
        }
      >
        <SermonsSection query={featured} testId="home-featured" playList={featuredList} />
      </Section>
    </>
  );
}

function SermonsSection({
  query,
  testId,
  playList,
}: {
  query: QueryResult<NodeList<Sermon>>;
  testId: string;
  playList: PlayList;
}) {
  if (query.status === 'loading') return <Spinner />;
  if (query.status === 'error') return <LoadError onRetry={query.retry} />;
  if (query.data.results.length === 0) {
    return (
      <p css={{ color: colors.muted }}>
        <Trans>No Results</Trans>
      </p>
    );
  }
  return <SermonGrid sermons={query.data.results} testId={testId} playList={playList} />;
}

function Hero() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? `/sermons?${new URLSearchParams({ searchKeyword: trimmed })}` : '/sermons');
  };
  return (
    <section
      aria-labelledby="home-hero"
      css={{
        borderRadius: radius.lg,
        padding: `${space(12)} ${space(6)}`,
        background: colors.brandGradient,
        color: colors.inverseText,
      }}
    >
      <h1 id="home-hero" css={{ margin: 0, fontSize: 'clamp(1.8rem, 4vw, 2.8rem)', lineHeight: 1.15, maxWidth: 720 }}>
        <Trans>Sermons from churches and preachers around the world</Trans>
      </h1>
      <p css={{ margin: `${space(3)} 0 ${space(6)}`, fontSize: '1.1rem', maxWidth: 640, opacity: 0.92 }}>
        <Trans>Listen to and watch sermons, follow speakers and series, and find a church near you.</Trans>
      </p>
      <form role="search" onSubmit={search} css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', maxWidth: 560 }}>
        <label htmlFor="home-search" css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          <Trans>Search sermons</Trans>
        </label>
        <input
          id="home-search"
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t`Title, topic or Bible passage`}
          css={{
            flex: '1 1 260px',
            font: 'inherit',
            padding: `${space(3)} ${space(4)}`,
            borderRadius: radius.pill,
            border: 'none',
            background: colors.surface,
            color: colors.text,
            ...focusRing,
          }}
        />
        <button
          type="submit"
          css={{
            font: 'inherit',
            fontWeight: 700,
            padding: `${space(3)} ${space(6)}`,
            borderRadius: radius.pill,
            border: `2px solid ${colors.inverseText}`,
            background: 'transparent',
            color: colors.inverseText,
            cursor: 'pointer',
            '&:hover': { background: colors.inverseHover },
            ...focusRing,
          }}
        >
          <Trans>Search</Trans>
        </button>
      </form>
      <p css={{ margin: `${space(6)} 0 0` }}>
        <Link to="/sermons" css={{ color: colors.inverseText, fontWeight: 700, ...focusRing }}>
          <Trans>Browse all sermons</Trans>
        </Link>
      </p>
    </section>
  );
}
