// The old player addresses, /player/sermon/legacy/{sermon} (audio) and /player/sermon/legacy/video/{sermon}:
// links and frames made long ago keep working, as the matching single embed (the address and its query stay).
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';
import { EmbedFrame, EmbedMessage } from '../components/EmbedFrame';
import { SiteLink } from '../components/SiteLink';
import { SingleEmbed } from '../single/SingleEmbed';

export function LegacyPlayer({ sermonID, mediaType }: { sermonID: string | undefined; mediaType: PlayerMediaType }) {
  const { t } = useLingui();
  if (sermonID) return <SingleEmbed sermonID={sermonID} mediaType={mediaType} />;
  return (
    <EmbedFrame data-testid="embed-single" data-status="no-sermon" aria-label={t`Sermon player`}>
      <EmbedMessage
        title={<Trans>No sermon was given.</Trans>}
        detail={<Trans>This player's address ends with a sermon ID, e.g. /player/sermon/legacy/1234.</Trans>}
        actions={<SiteLink path="/sermons" label={<Trans>Browse sermons</Trans>} />}
      />
    </EmbedFrame>
  );
}
