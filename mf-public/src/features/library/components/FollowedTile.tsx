// One followed broadcaster, speaker or series in the library, with Following to unfollow it in place.
import { Plural } from '@lingui/react/macro';
import { DirectoryTile } from '../../../components/directory/DirectoryTile';
import { FollowButton } from '../../../components/follow/FollowButton';
import type { FollowedItems } from '../api/get-followed';
import type { FollowingKind } from '../following-kinds';

export function FollowedTile<K extends FollowingKind>({ kind, item }: { kind: K; item: FollowedItems[K] }) {
  if (kind === 'broadcasters') {
    const broadcaster = item as FollowedItems['broadcasters'];
    return (
      <DirectoryTile
        testId="followed-broadcaster"
        to={`/broadcasters/${encodeURIComponent(broadcaster.broadcasterID)}`}
        title={broadcaster.displayName}
        imageURL={broadcaster.imageURL}
        imageShape="rounded"
        lines={[broadcaster.location]}
        action={<FollowButton compact type="broadcaster" id={broadcaster.broadcasterID} name={broadcaster.displayName} initialFollowed />}
      />
    );
  }
  if (kind === 'speakers') {
    const speaker = item as FollowedItems['speakers'];
    return (
      <DirectoryTile
        testId="followed-speaker"
        to={`/speakers/${speaker.speakerID}`}
        title={speaker.displayName}
        imageURL={speaker.roundedThumbnailImageURL || speaker.portraitURL}
        lines={[speaker.sermonCount !== null ? <Plural value={speaker.sermonCount} one="# sermon" other="# sermons" /> : null]}
        action={<FollowButton compact type="speaker" id={speaker.speakerID} name={speaker.displayName} initialFollowed />}
      />
    );
  }
  const series = item as FollowedItems['series'];
  return (
    <DirectoryTile
      testId="followed-series"
      to={`/series/${series.seriesID}`}
      title={series.title}
      imageURL={series.image}
      imageShape="rounded"
      lines={[series.broadcaster?.displayName ?? null, <Plural key="count" value={series.count} one="# sermon" other="# sermons" />]}
      action={<FollowButton compact type="series" id={series.seriesID} name={series.title} initialFollowed />}
    />
  );
}

export function followedKey<K extends FollowingKind>(kind: K, item: FollowedItems[K]): string {
  if (kind === 'broadcasters') return (item as FollowedItems['broadcasters']).broadcasterID;
  if (kind === 'speakers') return String((item as FollowedItems['speakers']).speakerID);
  return String((item as FollowedItems['series']).seriesID);
}
