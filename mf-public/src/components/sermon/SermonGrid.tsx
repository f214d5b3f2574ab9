import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { space } from '../theme/tokens';
import { SermonCard } from './SermonCard';

/** A fixed set of sermon cards (home page sections); long lists use SermonInfiniteList. */
export function SermonGrid({ sermons, testId }: { sermons: readonly Sermon[]; testId?: string }) {
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
          <SermonCard sermon={sermon} />
        </li>
      ))}
    </ul>
  );
}
