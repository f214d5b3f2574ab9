// notices: write a notice to every follower (sent only after a confirmation, spec doc 1 §5), see and delete sent ones.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteBroadcasterNotice } from '@sermon/shared-contracts/api/delete-broadcaster-notice';
import { getBroadcasterNotices } from '@sermon/shared-contracts/api/get-broadcaster-notices';
import { sendBroadcasterNotice } from '@sermon/shared-contracts/api/send-broadcaster-notice';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { BroadcasterNotice } from '@sermon/shared-contracts/entities/notice';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { ConfirmDialog } from '../../components/content/ConfirmDialog';
import { fieldErrorsOf, messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../components/unsaved/use-snapshot-form';
import { DashboardList } from '../content-lists/DashboardList';
import { EMPTY_NOTICE, noticeProblems, type NoticeProblem } from './notice-form';

const FORM_ID = 'notice-compose-form';

export function NoticesPage() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => getBroadcasterNotices(client, broadcasterID, page, { signal }), [client, broadcasterID, page]);
  const form = useSnapshotForm(EMPTY_NOTICE);
  const [showProblems, setShowProblems] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<BroadcasterNotice | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const canSend = can(BROADCASTER_ROLES.Uploader);
  const problems = noticeProblems(form.values);
  const text = (problem: NoticeProblem | undefined): string[] =>
    problem === 'required' ? [t`This field is required.`] : problem === 'tooLong' ? [t`This text is too long.`] : [];
  // an empty field lists no problem while typing; after a send attempt it says it is required
  const fieldError = (field: 'title' | 'text'): string | null =>
    serverErrors[field] ?? (showProblems && form.values[field].trim() === '' ? t`This field is required.` : null);

  // submitting only opens the confirmation; the notice goes out from the dialog
  const askToSend = () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setConfirming(true);
  };

  const send = async () => {
    setSending(true);
    try {
      await sendBroadcasterNotice(client, broadcasterID, { title: form.values.title.trim(), text: form.values.text.trim() });
      form.markSaved(EMPTY_NOTICE);
      setShowProblems(false);
      toastSuccess(t`Notice sent`);
      setPage(1);
      list.reload();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      toastError(messageOf(error));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  const remove = async (notice: BroadcasterNotice) => {
    setDeleteBusy(true);
    try {
      await deleteBroadcasterNotice(client, broadcasterID, notice.noticeID);
      toastSuccess(t`Notice deleted`);
      list.reload();
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const formatDate = (seconds: number) => i18n.date(new Date(seconds * 1000), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <DashboardPage
      title={t`Notices`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="notices-page"
      actions={
        canSend ? (
          <Button type="submit" form={FORM_ID} data-testid="notice-send">
            {t`Send notice`}
          </Button>
        ) : undefined
      }
    >
      {canSend && (
        <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={askToSend} testId="notice-form">
          <section css={panelStyle}>
            <h2 css={panelTitleStyle}>{t`New notice`}</h2>
            <p css={{ ...mutedTextStyle, marginBottom: space(3) }}>{t`A notice appears in the feed of everyone who follows you.`}</p>
            <div css={{ display: 'grid', gap: space(4) }}>
              <TextField
                label={t`Title`}
                value={form.values.title}
                maxLength={CONTENT_LIMITS.noticeTitle}
                onValueChange={(v) => {
                  form.set('title', v);
                  setServerErrors(({ title: _t, ...rest }) => rest);
                }}
                problems={text(problems.title)}
                serverError={fieldError('title')}
                testId="notice-title"
              />
              <TextAreaField
                label={t`Message`}
                value={form.values.text}
                rows={4}
                maxLength={CONTENT_LIMITS.noticeText}
                showCount
                onValueChange={(v) => {
                  form.set('text', v);
                  setServerErrors(({ text: _t, ...rest }) => rest);
                }}
                problems={text(problems.text)}
                serverError={fieldError('text')}
                testId="notice-text"
              />
            </div>
          </section>
        </DashboardForm>
      )}
      <section css={panelStyle} data-testid="notices-list">
        <h2 css={panelTitleStyle}>{t`Sent notices`}</h2>
        <DashboardList
          list={list}
          page={page}
          onPageChange={setPage}
          itemKey={(notice) => notice.noticeID}
          rowAlign="start"
          rowTestId="notice-row"
          previousLabel={t`Newer`}
          nextLabel={t`Older`}
          renderItem={(notice) => (
            <>
              <div css={{ minWidth: 0, flex: 1 }}>
                <p css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>{notice.title}</p>
                <p css={{ margin: `${space(1)} 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.text}</p>
                <p css={{ ...mutedTextStyle, fontSize: '0.8rem' }}>{formatDate(notice.timestamp)}</p>
              </div>
              {canSend && (
                <Button type="button" variant="quiet" onClick={() => setDeleting(notice)} data-testid="notice-delete">
                  {t`Delete`}
                </Button>
              )}
            </>
          )}
        />
      </section>
      {confirming && (
        <ConfirmDialog title={t`Send this notice to all your followers?`} confirmLabel={t`Send notice`} busy={sending} onConfirm={() => void send()} onCancel={() => setConfirming(false)} testId="notice-confirm">
          <strong css={{ color: colors.text }}>{form.values.title}</strong>
          <br />
          {t`A sent notice cannot be called back from your followers' feeds.`}
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog title={t`Delete this notice?`} confirmLabel={t`Delete`} danger busy={deleteBusy} onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(null)} testId="notice-delete-confirm">
          {deleting.title}
        </ConfirmDialog>
      )}
    </DashboardPage>
  );
}
