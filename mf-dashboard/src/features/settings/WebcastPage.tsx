// webcast: the broadcaster's stream settings (RTMP address, stream key with copy and reset) and the defaults for
// new webcasts. The webcast manager itself (going live, restreams) comes with the live issue.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { getStreamKeyInfo } from '@sermon/shared-contracts/api/get-stream-key-info';
import { getWebcastMetadata } from '@sermon/shared-contracts/api/get-webcast-metadata';
import { patchBroadcaster } from '@sermon/shared-contracts/api/patch-broadcaster';
import { putWebcastMetadata } from '@sermon/shared-contracts/api/put-webcast-metadata';
import type { StreamKeyInfo, WebcastMetadata } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../components/unsaved/use-snapshot-form';
import { copyText } from './copy-text';
import { toastError, toastSuccess } from './save-feedback';
import { useServerErrors } from './use-server-errors';
import { useSettingsMessages } from './use-settings-messages';

const FORM_ID = 'webcast-defaults-form';

type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>): Load<T> & { reload(): void } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (value) => setLoad({ state: 'ready', value }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [fetcher, round]);
  return { ...load, reload: useCallback(() => setRound((n) => n + 1), []) };
}

export function WebcastPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const metadata = useLoad(useCallback((signal: AbortSignal) => getWebcastMetadata(client, broadcasterID, { signal }), [client, broadcasterID]));
  return (
    <DashboardPage
      title={t`Webcast`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="webcast-page"
      actions={
        metadata.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="webcast-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      <FormAlert kind="info" testId="webcast-manager-note">
        {t`Going live, restreaming and replays are managed in the webcast manager, which is coming soon. Set up your encoder here.`}
      </FormAlert>
      <div css={{ display: 'grid', gap: space(4), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <StreamSettings />
        {metadata.state === 'ready' ? (
          <WebcastDefaultsForm saved={metadata.value} />
        ) : metadata.state === 'failed' ? (
          <FormAlert kind="error">{metadata.message}</FormAlert>
        ) : (
          <Spinner label={t`Loading`} />
        )}
      </div>
    </DashboardPage>
  );
}

const monoStyle = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  background: colors.surfaceAlt,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  padding: `${space(2)} ${space(3)}`,
  overflowWrap: 'anywhere',
  minWidth: 0,
  flex: '1 1 200px',
} as const;

function StreamSettings() {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const info = useLoad<StreamKeyInfo>(useCallback((signal: AbortSignal) => getStreamKeyInfo(client, broadcasterID, { signal }), [client, broadcasterID]));
  const [revealed, setRevealed] = useState(false);
  const [resetting, setResetting] = useState(false);

  const copy = async (text: string) => {
    if (await copyText(text)) toastSuccess(t`Copied`);
    else toastError(t`Copying is not allowed here. Select the text and copy it yourself.`);
  };
  const reset = async () => {
    if (!window.confirm(t`Reset the stream key? Encoders using the current key stop working at once.`)) return;
    setResetting(true);
    try {
      await patchBroadcaster(client, broadcasterID, { resetStreamToken: true });
      toastSuccess(t`A new stream key was created`);
      setRevealed(false);
      info.reload();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setResetting(false);
    }
  };

  return (
    <section css={panelStyle} data-testid="stream-settings">
      <h2 css={panelTitleStyle}>{t`Stream settings`}</h2>
      {info.state === 'loading' && <Spinner label={t`Loading`} />}
      {info.state === 'failed' && <FormAlert kind="error">{info.message}</FormAlert>}
      {info.state === 'ready' && (
        <div css={{ display: 'grid', gap: space(4) }}>
          <div>
            <p css={{ margin: `0 0 ${space(1)}`, fontWeight: 600 }}>{t`Server (RTMP URL)`}</p>
            <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', alignItems: 'center' }}>
              <code css={monoStyle} data-testid="stream-rtmp-url">
                {info.value.rtmpURL}
              </code>
              <Button variant="secondary" onClick={() => void copy(info.value.rtmpURL)}>
                {t`Copy`}
              </Button>
            </div>
          </div>
          <div>
            <p css={{ margin: `0 0 ${space(1)}`, fontWeight: 600 }}>{t`Stream key`}</p>
            <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', alignItems: 'center' }}>
              <code css={monoStyle} data-testid="stream-key" aria-label={revealed ? undefined : t`Stream key (hidden)`}>
                {revealed ? info.value.streamKey : '••••••••••••'}
              </code>
              <Button variant="secondary" onClick={() => setRevealed(!revealed)} data-testid="stream-key-toggle">
                {revealed ? t`Hide` : t`Show`}
              </Button>
              <Button variant="secondary" onClick={() => void copy(info.value.streamKey)} data-testid="stream-key-copy">
                {t`Copy`}
              </Button>
            </div>
            <p css={{ ...mutedTextStyle, marginTop: space(2) }}>{t`Keep the key secret: anyone who has it can broadcast as you.`}</p>
          </div>
          <div>
            <Button variant="danger" busy={resetting} onClick={() => void reset()} data-testid="stream-key-reset">
              {t`Reset stream key`}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function WebcastDefaultsForm({ saved }: { saved: WebcastMetadata }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const form = useSnapshotForm<WebcastMetadata>(saved);
  const server = useServerErrors();
  const translate = useSettingsMessages();
  const values = form.values;
  const tooLong = (value: string, max: number) => (value.length > max ? [t`This text is too long.`] : []);
  const problems = {
    defaultWebcastTitle: tooLong(values.defaultWebcastTitle, 200),
    defaultWebcastDescription: tooLong(values.defaultWebcastDescription, 5000),
    defaultWebcastSpeakerName: tooLong(values.defaultWebcastSpeakerName, 120),
    defaultWebcastPassword: tooLong(values.defaultWebcastPassword, 100),
  };

  const save = async () => {
    if (Object.values(problems).some((list) => list.length > 0)) {
      toastError(t`Please correct the marked fields.`);
      return;
    }
    try {
      const stored = await putWebcastMetadata(client, broadcasterID, values);
      form.markSaved(stored);
      server.reset();
      toastSuccess(t`Webcast defaults saved`);
    } catch (error) {
      const message = server.take(error);
      toastError(message ? translate(message) : t`Please correct the marked fields.`);
    }
  };
  const serverError = (key: keyof WebcastMetadata) => (server.errors[key] ? translate(server.errors[key]!) : null);

  return (
    <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="webcast-defaults-form">
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Defaults for new webcasts`}</h2>
        <div css={{ display: 'grid', gap: space(4) }}>
          <TextField label={t`Title`} value={values.defaultWebcastTitle} onValueChange={(v) => form.set('defaultWebcastTitle', v)} problems={problems.defaultWebcastTitle} serverError={serverError('defaultWebcastTitle')} testId="webcast-title" />
          <TextField
            label={t`Speaker name`}
            value={values.defaultWebcastSpeakerName}
            onValueChange={(v) => form.set('defaultWebcastSpeakerName', v)}
            problems={problems.defaultWebcastSpeakerName}
            serverError={serverError('defaultWebcastSpeakerName')}
            testId="webcast-speaker"
          />
          <TextAreaField
            label={t`Description`}
            value={values.defaultWebcastDescription}
            onValueChange={(v) => form.set('defaultWebcastDescription', v)}
            problems={problems.defaultWebcastDescription}
            serverError={serverError('defaultWebcastDescription')}
            rows={4}
            testId="webcast-description"
          />
          <TextField
            label={t`Password`}
            value={values.defaultWebcastPassword}
            onValueChange={(v) => form.set('defaultWebcastPassword', v)}
            problems={problems.defaultWebcastPassword}
            serverError={serverError('defaultWebcastPassword')}
            help={t`Leave empty for public webcasts.`}
            autoComplete="off"
            testId="webcast-password"
          />
          <CheckboxField
            label={t`List replays publicly`}
            help={t`Unlisted replays are seen only by your managers.`}
            checked={values.defaultWebcastReplay}
            onCheckedChange={(checked) => form.set('defaultWebcastReplay', checked)}
            testId="webcast-replay"
          />
        </div>
      </section>
    </DashboardForm>
  );
}
