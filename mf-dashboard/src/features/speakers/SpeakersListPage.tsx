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
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { fieldErrorsOf, messageOf, toastError } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle, textLinkStyle } from '../../components/page/dashboard-styles';
import { useDashboardHref } from '../../components/page/use-dashboard-href';
import { DashboardList, SearchBox, useSearchablePages } from '../content-lists/DashboardList';
import { speakerNameProblem } from './speaker-form';

export function SpeakersListPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const href = useDashboardHref();
  const navigate = useNavigate();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const { query, page, setPage, search } = useSearchablePages();
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
        <SearchBox query={query} onQueryChange={search} testId="speakers-search" />
        <DashboardList
          list={list}
          page={page}
          onPageChange={setPage}
          itemKey={(speaker) => speaker.speakerID}
          renderItem={(speaker) => (
            <>
              <img src={speaker.roundedThumbnailImageURL} alt="" width={40} height={40} css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />
              <div css={{ minWidth: 0, flex: 1 }}>
                <Link to={href(`speakers/${speaker.speakerID}`)} css={{ ...textLinkStyle, overflowWrap: 'anywhere' }} data-testid="speaker-row-link">
                  {speaker.displayName}
                </Link>
                <p css={{ ...mutedTextStyle, fontSize: '0.85rem' }}>{sermonCount(speaker.sermonCount ?? 0)}</p>
              </div>
            </>
          )}
        />
      </section>
    </DashboardPage>
  );
}
