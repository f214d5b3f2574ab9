import { useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DiscoverSpeakersParams } from '@sermon/shared-contracts/api/get-discover-speakers';
import type { SpeakerGroup } from '@sermon/shared-contracts/entities/speaker';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { DirectoryTile } from '../../components/directory/DirectoryTile';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { PageHeader } from '../../components/layout/PageHeader';
import { useDiscoverSpeakers } from './api/get-discover-speakers';

/**
 * /speakers and its directory variants: a group (/speakers/featured, /puritans...), a first letter
 * (/speakers/alphabetical/:letter) or a name search (/speakers/search/:search).
 */
export function SpeakersPage({ group }: { group?: SpeakerGroup }) {
  const { t } = useLingui();
  const { letter, search } = useParams();
  usePageTitle(t`Speakers`);
  const params: DiscoverSpeakersParams = { sortBy: 'name' };
  if (group) params.group = group;
  if (letter) params.letter = letter.slice(0, 1).toUpperCase();
  if (search) params.query = search;
  const list = useDiscoverSpeakers(params);
  return (
    <>
      <PageHeader title={<Trans>Speakers</Trans>} subtitle={<Trans>Preachers and teachers whose sermons are on the site.</Trans>} />
      <InfiniteList
        items={list.items}
        status={list.status}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        getKey={(speaker) => speaker.speakerID}
        layout="rows"
        testId="speaker-list"
        renderItem={(speaker) => (
          <DirectoryTile
            testId="speaker-tile"
            to={`/speakers/${speaker.speakerID}`}
            title={speaker.displayName}
            imageURL={speaker.roundedThumbnailImageURL || speaker.portraitURL}
            lines={[
              speaker.sermonCount !== null ? <Plural value={speaker.sermonCount} one="# sermon" other="# sermons" /> : null,
            ]}
          />
        )}
      />
    </>
  );
}
