// series: the broadcaster's series (title, sermon count, podcast) with a quick "new series" form.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createSeries } from '@sermon/shared-contracts/api/create-series';
import { getBroadcasterSeries } from '@sermon/shared-contracts/api/get-broadcaster-series';
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
import { DashboardList } from '../content-lists/DashboardList';

export function SeriesListPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const href = useDashboardHref();
  const navigate = useNavigate();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => getBroadcasterSeries(client, broadcasterID, { page, pageSize: 20, sort_by: 'title' }, { signal, noCache: true }), [client, broadcasterID, page]);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = can(BROADCASTER_ROLES.Uploader);
  const sermonCount = (count: number) => t`Sermons: ${count}`;

  const create = async () => {
    if (title.trim() === '') {
      setTitleError(t`This field is required.`);
      return;
    }
    setBusy(true);
    try {
      const created = await createSeries(client, broadcasterID, { title: title.trim() });
      navigate(href(`series/${created.seriesID}`));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.title) setTitleError(fields.title);
      else toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardPage title={t`Series`} breadcrumbs={[{ label: t`Overview`, to: '' }]} testId="series-list-page">
      {canEdit && (
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`New series`}</h2>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
            css={{ display: 'flex', gap: space(3), alignItems: 'flex-end', flexWrap: 'wrap' }}
          >
            <div css={{ flex: '1 1 260px', minWidth: 0 }}>
              <TextField
                label={t`Title`}
                value={title}
                maxLength={CONTENT_LIMITS.seriesTitle}
                onValueChange={(value) => {
                  setTitle(value);
                  setTitleError(null);
                }}
                serverError={titleError}
                testId="series-new-title"
              />
            </div>
            <Button type="submit" busy={busy} data-testid="series-create" css={{ marginBottom: titleError ? space(7) : 0 }}>
              {t`Create series`}
            </Button>
          </form>
        </section>
      )}
      <section css={panelStyle} data-testid="series-list">
        <DashboardList
          list={list}
          page={page}
          onPageChange={setPage}
          itemKey={(series) => series.seriesID}
          renderItem={(series) => (
            <>
              {series.image && <img src={series.image} alt="" width={44} height={44} css={{ borderRadius: 8, objectFit: 'cover', flex: 'none' }} />}
              <div css={{ minWidth: 0, flex: 1 }}>
                <Link to={href(`series/${series.seriesID}`)} css={{ ...textLinkStyle, overflowWrap: 'anywhere' }} data-testid="series-row-link">
                  {series.title}
                </Link>
                <p css={{ ...mutedTextStyle, fontSize: '0.85rem' }}>
                  {sermonCount(series.count)}
                  {series.podcastEnabled ? ` · ${t`Podcast`}` : ''}
                </p>
              </div>
            </>
          )}
        />
      </section>
    </DashboardPage>
  );
}
