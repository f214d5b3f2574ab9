/**
 * The embed pages, loaded only on their own addresses (routes.tsx imports this module lazily): a page of the site
 * never downloads the embeds, and an embed never downloads the persistent bar. The single embed (the most common,
 * and the player every embed shows) is in this chunk; the list, live and examples pages are chunks of their own
 * on top of it, so a single embed downloads none of them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';
import { Route, Routes, useParams } from 'react-router';
import { parseClassicEmbedPath } from './classic-embed-path';
import { EmbedFrame, EmbedMessage } from './components/EmbedFrame';
import { SiteLink } from './components/SiteLink';
import { LegacyPlayer } from './legacy/LegacyPlayer';
import { EmbedPathProblemMessage } from './list/EmbedPathProblemMessage';
import { SingleEmbed } from './single/SingleEmbed';

// The frame stays the player's colour while a page's chunk arrives (no white flash inside the host page).
const ListEmbed = loadOnMount(() => import('./list/ListEmbed').then((m) => m.ListEmbed), <EmbedFrame aria-busy="true" />);
const LiveEmbed = loadOnMount(() => import('./live/LiveEmbed').then((m) => m.LiveEmbed), <EmbedFrame aria-busy="true" />);
const EmbedExamples = loadOnMount(() => import('./examples/EmbedExamples').then((m) => m.EmbedExamples));


/** Everything under /embed/. */
export function ClassicEmbedRoutes() {
  return (
    <Routes>
      <Route
        path="classic/examples"
        element={<EmbedExamples />}
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
      return <ListEmbed key={rest} query={path} />;
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
  return <LiveEmbed key={broadcasterID ?? ''} broadcasterID={broadcasterID} />;
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
