/**
 * The embed pages, loaded only on their own addresses (routes.tsx imports this module lazily): a page of the site
 * never downloads the embeds, and an embed never downloads the persistent bar. The single embed (the most common,
 * and the player every embed shows) is in this chunk; the list, live and examples pages are chunks of their own
 * on top of it, so a single embed downloads none of them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { parseClassicEmbedPath } from './classic-embed-path';
import { EmbedFrame, EmbedMessage } from './components/EmbedFrame';
import { SiteLink } from './components/SiteLink';
import { LegacyPlayer } from './legacy/LegacyPlayer';
import { EmbedPathProblemMessage } from './list/EmbedPathProblemMessage';
import { SingleEmbed } from './single/SingleEmbed';

const ListEmbed = lazy(() => import('./list/ListEmbed').then((m) => ({ default: m.ListEmbed })));
const LiveEmbed = lazy(() => import('./live/LiveEmbed').then((m) => ({ default: m.LiveEmbed })));
const EmbedExamples = lazy(() => import('./examples/EmbedExamples').then((m) => ({ default: m.EmbedExamples })));

/** The frame stays the player's colour while a page's chunk arrives (no white flash inside the host page). */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<EmbedFrame aria-busy="true" />}>{children}</Suspense>;
}

/** Everything under /embed/. */
export function ClassicEmbedRoutes() {
  return (
    <Routes>
      <Route
        path="classic/examples"
        element={
          <Suspense fallback={null}>
            <EmbedExamples />
          </Suspense>
        }
      />
      <Route path="classic/player/l/:broadcasterID?" element={<LiveRoute />} />
      <Route path="classic/player/*" element={<ClassicPlayerRoute />} />
      <Route path="*" element={<EmbedNotFound />} />
    </Routes>
  );
}

/** Everything under /player/sermon/legacy/. */
export function LegacyPlayerRoutes() {
  return (
    <Routes>
      <Route path="video/:sermon?" element={<LegacyRoute mediaType="video" />} />
      <Route path=":sermon?" element={<LegacyRoute mediaType="audio" />} />
    </Routes>
  );
}

function ClassicPlayerRoute() {
  const rest = useParams()['*'] ?? '';
  const path = parseClassicEmbedPath(rest);
  switch (path.kind) {
    case 'single':
      // keyed: another sermon is another player, not a reused one
      return <SingleEmbed key={`${path.mediaType}/${path.sermonID}`} sermonID={path.sermonID} mediaType={path.mediaType} />;
    case 'list':
      return (
        <Loading>
          <ListEmbed key={rest} query={path} />
        </Loading>
      );
    default:
      return (
        <EmbedFrame data-testid="embed-list" data-status="invalid">
          <EmbedPathProblemMessage problem={path.problem} />
        </EmbedFrame>
      );
  }
}

function LiveRoute() {
  const { broadcasterID } = useParams();
  return (
    <Loading>
      <LiveEmbed key={broadcasterID ?? ''} broadcasterID={broadcasterID} />
    </Loading>
  );
}

function LegacyRoute({ mediaType }: { mediaType: 'audio' | 'video' }) {
  const { sermon } = useParams();
  return <LegacyPlayer key={`${mediaType}/${sermon ?? ''}`} sermonID={sermon} mediaType={mediaType} />;
}

function EmbedNotFound() {
  const { t } = useLingui();
  return (
    <EmbedFrame data-testid="embed-not-found" aria-label={t`Sermon player`}>
      <EmbedMessage
        title={<Trans>This page could not be found.</Trans>}
        actions={<SiteLink path="/embed/classic/examples" label={<Trans>See working examples</Trans>} />}
      />
    </EmbedFrame>
  );
}
