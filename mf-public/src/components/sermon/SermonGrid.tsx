import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { SermonCard } from './SermonCard';

/**
 * A fixed set of sermon cards (home page sections); long lists use SermonInfiniteList. `playList` is the list the
 * grid shows, handed to the player with a card's play (build it with sermonPlayList from the grid's own params).
 */
export function SermonGrid({ sermons, testId, playList }: { sermons: readonly Sermon[]; testId?: string; playList?: PlayList }) {
  return (
    <ul
      data-testid={testId}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: space(5),
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {sermons.map((sermon) => (
        <li key={sermon.sermonID} css={{ display: 'flex', minWidth: 0 }}>
          <SermonCard sermon={sermon} playList={playList} />
        </li>
      ))}
    </ul>
  );
}
