// account/connections: linked social accounts (Twitter, Google/YouTube, Facebook), Dropbox and FTP for batch
// uploads. Each provider is asked at once whether linking can start, so a server without the provider's keys
// says so on the card instead of failing after a click.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { createFtpAccount } from '@sermon/shared-contracts/api/create-ftp-account';
import { deleteFtpAccount } from '@sermon/shared-contracts/api/delete-ftp-account';
import { linkDropbox } from '@sermon/shared-contracts/api/link-dropbox';
import { linkSocialAccount, type OAuthProvider } from '@sermon/shared-contracts/api/link-social-account';
import { refreshSocial } from '@sermon/shared-contracts/api/refresh-social';
import { unlinkDropbox } from '@sermon/shared-contracts/api/unlink-dropbox';
import { unlinkSocialAccount } from '@sermon/shared-contracts/api/unlink-social-account';
import type { BroadcasterSettings, FtpCredentials, LinkedAccount } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { breakpoints, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { toastError, toastSuccess } from './save-feedback';
import { SettingsStatus } from './SettingsStatus';
import { useBroadcasterSettings } from './use-broadcaster-settings';
import { useSettingsMessages } from './use-settings-messages';

export function ConnectionsPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const load = useBroadcasterSettings();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshSocial(client, broadcasterID);
      load.reload();
      toastSuccess(t`Linked accounts refreshed`);
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <DashboardPage
      title={t`Connections`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="connections-page"
      actions={
        <Button variant="secondary" busy={refreshing} onClick={() => void refresh()} data-testid="connections-refresh">
          {t`Refresh`}
        </Button>
      }
    >
      {load.state === 'ready' ? <Connections settings={load.settings} onChanged={load.reload} /> : <SettingsStatus load={load} onRetry={load.reload} />}
    </DashboardPage>
  );
}

function Connections({ settings, onChanged }: { settings: BroadcasterSettings; onChanged(): void }) {
  const { t } = useLingui();
  const grid = { display: 'grid', gap: space(4), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } } as const;
  return (
    <>
      <section>
        <h2 css={{ ...panelTitleStyle, fontSize: '1.1rem' }}>{t`Social accounts`}</h2>
        <p css={{ ...mutedTextStyle, marginBottom: space(3) }}>{t`Link accounts to publish new sermons to them.`}</p>
        <div css={grid}>
          <OAuthCard provider="twitter" name="Twitter" linked={settings.socialAccounts.twitter} onChanged={onChanged} />
          <OAuthCard provider="google" name="Google (YouTube)" linked={settings.socialAccounts.google} onChanged={onChanged} />
          <OAuthCard provider="facebook" name="Facebook" linked={settings.socialAccounts.facebook} onChanged={onChanged} />
        </div>
      </section>
      <section>
        <h2 css={{ ...panelTitleStyle, fontSize: '1.1rem' }}>{t`Batch upload`}</h2>
        <div css={grid}>
          <DropboxCard linked={settings.socialAccounts.dropbox} onChanged={onChanged} />
          <FtpCard account={settings.socialAccounts.ftp} onChanged={onChanged} />
        </div>
      </section>
    </>
  );
}

type Availability = { state: 'checking' } | { state: 'available'; authorizeURL: string } | { state: 'unavailable'; message: string };

function OAuthCard({ provider, name, linked, onChanged }: { provider: OAuthProvider; name: string; linked: LinkedAccount | null; onChanged(): void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const translate = useSettingsMessages();
  const { broadcasterID } = useDashboardBroadcaster();
  const [availability, setAvailability] = useState<Availability>({ state: 'checking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (linked) return undefined;
    const controller = new AbortController();
    linkSocialAccount(client, provider, broadcasterID, { signal: controller.signal }).then(
      (answer) => setAvailability({ state: 'available', authorizeURL: answer.authorizeURL }),
      (error: unknown) => !controller.signal.aborted && setAvailability({ state: 'unavailable', message: translate(error instanceof Error ? error.message : String(error)) }),
    );
    return () => controller.abort();
  }, [client, provider, broadcasterID, linked, translate]);

  const unlink = async () => {
    setBusy(true);
    try {
      await unlinkSocialAccount(client, provider, broadcasterID);
      toastSuccess(t`${name} unlinked`);
      onChanged();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article css={panelStyle} data-testid={`connection-${provider}`}>
      <h3 css={panelTitleStyle}>{name}</h3>
      {linked ? (
        <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
          <p css={mutedTextStyle}>{(() => {
            const account = linked.label;
            return t`Linked as ${account}`;
          })()}</p>
          <Button variant="secondary" busy={busy} onClick={() => void unlink()}>
            {t`Unlink`}
          </Button>
        </div>
      ) : availability.state === 'checking' ? (
        <p css={mutedTextStyle}>{t`Checking…`}</p>
      ) : availability.state === 'unavailable' ? (
        <FormAlert kind="info" testId={`connection-${provider}-unavailable`}>
          {availability.message}
        </FormAlert>
      ) : (
        <a href={availability.authorizeURL} css={{ fontWeight: 600 }}>
          {t`Link ${name}`}
        </a>
      )}
    </article>
  );
}

function DropboxCard({ linked, onChanged }: { linked: LinkedAccount | null; onChanged(): void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const translate = useSettingsMessages();
  const { broadcasterID } = useDashboardBroadcaster();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkedAs = (account: string) => t`Linked as ${account}`;
  const act = async (action: 'link' | 'unlink') => {
    setBusy(true);
    setProblem(null);
    try {
      if (action === 'link') await linkDropbox(client, broadcasterID);
      else await unlinkDropbox(client, broadcasterID);
      onChanged();
    } catch (error) {
      setProblem(translate(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article css={panelStyle} data-testid="connection-dropbox">
      <h3 css={panelTitleStyle}>Dropbox</h3>
      <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
        <p css={mutedTextStyle}>{linked ? linkedAs(linked.label) : t`Upload sermons by dropping them into a Dropbox folder.`}</p>
        {problem && (
          <FormAlert kind="info" testId="connection-dropbox-unavailable">
            {problem}
          </FormAlert>
        )}
        <Button variant="secondary" busy={busy} onClick={() => void act(linked ? 'unlink' : 'link')} data-testid="connection-dropbox-action">
          {linked ? t`Unlink` : t`Link Dropbox`}
        </Button>
      </div>
    </article>
  );
}

function FtpCard({ account, onChanged }: { account: BroadcasterSettings['socialAccounts']['ftp']; onChanged(): void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const [created, setCreated] = useState<FtpCredentials | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    if (account && !window.confirm(t`Create a new FTP password? The current one stops working.`)) return;
    setBusy(true);
    try {
      setCreated(await createFtpAccount(client, broadcasterID));
      onChanged();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(t`Remove the FTP login?`)) return;
    setBusy(true);
    try {
      await deleteFtpAccount(client, broadcasterID);
      setCreated(null);
      toastSuccess(t`FTP login removed`);
      onChanged();
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article css={panelStyle} data-testid="connection-ftp">
      <h3 css={panelTitleStyle}>FTP</h3>
      <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
        {account ? (
          <p css={mutedTextStyle}>{(() => {
            const { host, username } = account;
            return t`Server ${host}, username ${username}`;
          })()}</p>
        ) : (
          <p css={mutedTextStyle}>{t`Upload many sermons at once with an FTP program.`}</p>
        )}
        {created && (
          <FormAlert kind="success" testId="ftp-password">
            {(() => {
              const password = created.password;
              return t`Your FTP password is ${password}. Write it down now: it is shown only once.`;
            })()}
          </FormAlert>
        )}
        <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
          <Button variant="secondary" busy={busy} onClick={() => void create()} data-testid="ftp-create">
            {account ? t`New password` : t`Create FTP login`}
          </Button>
          {account && (
            <Button variant="quiet" disabled={busy} onClick={() => void remove()} data-testid="ftp-remove">
              {t`Remove`}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
