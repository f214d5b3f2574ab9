import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { isNotFoundError } from '../../components/api/not-found';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFound } from '../../components/feedback/NotFound';
import { Spinner } from '../../components/feedback/Spinner';
import { FollowButton } from '../../components/follow/FollowButton';
import { useFormatters } from '../../components/format/use-formatters';
import { Portrait } from '../../components/images/Portrait';
import { Section } from '../../components/layout/PageHeader';
import { SermonInfiniteList } from '../../components/sermon/SermonInfiniteList';
import { sermonPlayList } from '../../components/sermon/play-list';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useSpeaker } from './api/get-speaker';
import { parseSpeakerSegment } from './speaker-route';

/** /speakers/:speaker — by id; a name is looked up and redirected to the id page (spec). */
export function SpeakerPage() {
  const { speaker: segment = '' } = useParams();
  const parsed = parseSpeakerSegment(segment);
  const speaker = useSpeaker(parsed.kind === 'id' ? parsed.speakerID : parsed.name);

  if (speaker.status === 'loading') return <Spinner />;
  if (speaker.status === 'error') {
    if (isNotFoundError(speaker.error)) {
      return (
        <NotFound
          message={<Trans>Speaker not found</Trans>}
          backTo={{ to: '/speakers', label: <Trans>Browse all speakers</Trans> }}
        />
      );
    }
    return <LoadError onRetry={speaker.retry} />;
  }
  if (parsed.kind === 'name' || parsed.speakerID !== speaker.data.speakerID) {
    return <Navigate to={`/speakers/${speaker.data.speakerID}`} replace />;
  }
  return <SpeakerProfile speaker={speaker.data} />;
}

function SpeakerProfile({ speaker }: { speaker: Speaker }) {
  const format = useFormatters();
  const { t } = useLingui();
  usePageTitle(speaker.displayName);
  const count = speaker.sermonCount;
  const latest = speaker.mostRecentPreachDate ? format.date(speaker.mostRecentPreachDate) : null;
  const params = useMemo(() => ({ speakerID: speaker.speakerID, sortBy: 'newest' as const }), [speaker.speakerID]);
  const playList = useMemo(() => sermonPlayList('speaker', params, speaker.displayName), [params, speaker.displayName]);
  return (
    <>
      <header css={{ display: 'flex', gap: space(6), alignItems: 'center', flexWrap: 'wrap', marginBottom: space(4) }}>
        <Portrait imageURL={speaker.portraitURL} name={speaker.displayName} size={128} />
        <div css={{ minWidth: 0, flex: '1 1 320px' }}>
          <h1 data-testid="speaker-name" css={{ margin: 0, fontSize: 'clamp(1.6rem, 3vw, 2.2rem)' }}>
            {speaker.displayName}
          </h1>
          <p css={{ margin: `${space(2)} 0 0`, color: colors.muted }}>
            {count !== null && (
              <span data-testid="speaker-sermon-count">
                <Plural value={count} one="# sermon" other="# sermons" />
              </span>
            )}
            {count !== null && latest && ' · '}
            {latest && <Trans>Most recent: {latest}</Trans>}
          </p>
          <div css={{ marginTop: space(3) }}>
            <FollowButton type="speaker" id={speaker.speakerID} name={speaker.displayName} />
          </div>
        </div>
      </header>
      {speaker.bio && (
        <section aria-label={t`Biography`} css={{ maxWidth: 760 }}>
          <p css={{ whiteSpace: 'pre-line', margin: 0 }}>{speaker.bio}</p>
        </section>
      )}
      <Section labelId="speaker-sermons" title={<Trans>Sermons</Trans>}>
        <SermonInfiniteList params={params} playList={playList} />
      </Section>
    </>
  );
}
