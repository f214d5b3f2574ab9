// speakers: every speaker the broadcaster uses or owns, a search, and "add a speaker" by name.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createSpeaker } from '@sermon/shared-contracts/api/create-speaker';
import { getDashboardSpeakers } from '@sermon/shared-contracts/api/get-dashboard-speakers';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { LoadStatus } from '../../components/content/LoadStatus';
import { fieldErrorsOf, messageOf, toastError } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle, textLinkStyle } from '../../components/page/dashboard-styles';
import { useDashboardHref } from '../../components/page/use-dashboard-href';
import { speakerNameProblem } from './speaker-form';

export function SpeakersListPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const href = useDashboardHref();
  const navigate = useNavigate();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => getDashboardSpeakers(client, broadcasterID, { page, pageSize: 25, query: query.trim() || undefined }, { signal }), [client, broadcasterID, page, query]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sermonCount = (count: number) => t`Sermons: ${count}`;

  const add = async () => {
    const problem = speakerNameProblem(name);
    if (problem) {
      setNameError(problem === 'required' ? t`This field is required.` : problem === 'tooLong' ? t`This text is too long.` : t`This is a placeholder, not a speaker name.`);
      return;
    }
    setBusy(true);
    try {
      const speaker = await createSpeaker(client, name.trim(), broadcasterID);
      navigate(href(`speakers/${speaker.speakerID}`));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const text = fields.speakerName ?? fields.displayName;
      if (text) setNameError(text);
      else toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardPage title={t`Speakers`} breadcrumbs={[{ label: t`Overview`, to: '' }]} testId="speakers-list-page">
      {can(BROADCASTER_ROLES.Uploader) && (
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Add a speaker`}</h2>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
            css={{ display: 'flex', gap: space(3), alignItems: 'flex-end', flexWrap: 'wrap' }}
          >
            <div css={{ flex: '1 1 260px', minWidth: 0 }}>
              <TextField
                label={t`Speaker name`}
                value={name}
                maxLength={CONTENT_LIMITS.speakerName}
                onValueChange={(value) => {
                  setName(value);
                  setNameError(null);
                }}
                serverError={nameError}
                help={t`If the speaker already exists, you are taken to them.`}
                testId="speaker-new-name"
              />
            </div>
            <Button type="submit" busy={busy} data-testid="speaker-create" css={{ marginBottom: space(7) }}>
              {t`Add speaker`}
            </Button>
          </form>
        </section>
      )}
      <section css={panelStyle} data-testid="speakers-list">
        <div css={{ marginBottom: space(3), maxWidth: 360 }}>
          <TextField
            label={t`Search`}
            type="search"
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setPage(1);
            }}
            testId="speakers-search"
          />
        </div>
        {list.state !== 'ready' ? (
          <LoadStatus failed={list.state === 'failed'} onRetry={list.reload} />
        ) : list.data.results.length === 0 ? (
          <p css={mutedTextStyle}>{t`No Results`}</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.results.map((speaker) => (
              <li key={speaker.speakerID} css={{ display: 'flex', gap: space(3), alignItems: 'center', padding: `${space(2.5)} 0`, borderBottom: `1px solid ${colors.border}`, '&:last-child': { borderBottom: 'none' } }}>
                <img src={speaker.roundedThumbnailImageURL} alt="" width={40} height={40} css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />
                <div css={{ minWidth: 0, flex: 1 }}>
                  <Link to={href(`speakers/${speaker.speakerID}`)} css={{ ...textLinkStyle, overflowWrap: 'anywhere' }} data-testid="speaker-row-link">
                    {speaker.displayName}
                  </Link>
                  <p css={{ ...mutedTextStyle, fontSize: '0.85rem' }}>{sermonCount(speaker.sermonCount ?? 0)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.state === 'ready' && (list.data.next || page > 1) && (
          <div css={{ display: 'flex', gap: space(2), marginTop: space(3) }}>
            <Button type="button" variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>{t`Previous`}</Button>
            <Button type="button" variant="secondary" disabled={!list.data.next} onClick={() => setPage((p) => p + 1)}>{t`Next`}</Button>
          </div>
        )}
      </section>
    </DashboardPage>
  );
}
