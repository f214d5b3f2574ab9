// /broadcaster/sign-in (optional ?next=): sign-in for broadcaster staff. Signed out: the site's username and
// password, then on to where a dashboard sign-in leads (picker, the one dashboard, or the legacy sign-in).
// Signed in: continue to the dashboard, or link a broadcaster with its classic Broadcaster ID and password.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { broadcasterLogin } from '@sermon/shared-contracts/api/broadcaster-login';
import { login } from '@sermon/shared-contracts/api/login';
import { ACCOUNT_ERROR_CODES, BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { broadcastersOf, canActForBroadcaster, postLoginDestination } from '@sermon/shared-contracts/rules/roles';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { buttonLinkStyle, mutedTextStyle, textLinkStyle } from '../../components/page/dashboard-styles';
import { AccountFrame, AccountSection } from './components/AccountFrame';
import { useEnterDashboard } from './enter-dashboard';
import { useGoToPath } from './go-to-path';

export function SignInPage() {
  const { t } = useLingui();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const next = params.get('next');
  // once this page signs someone in it moves on itself; the signed-in view is for people who arrive signed in
  const signingIn = useRef(false);
  const title = t`Broadcaster sign in`;

  if (status === 'loading' || (status === 'signed-in' && signingIn.current)) {
    return (
      <AccountFrame title={title}>
        <Spinner label={t`Signing in…`} />
      </AccountFrame>
    );
  }
  if (status !== 'signed-in' || !user) {
    return (
      <AccountFrame title={title} intro={t`Sign in with your personal account to manage your broadcaster.`} testId="broadcaster-sign-in">
        <SiteSignInForm next={next} onSigningIn={() => (signingIn.current = true)} />
        <AccountSection title={t`New here?`}>
          <p css={mutedTextStyle}>
            <Trans>
              <PlatformLink to="/user/login?signup=true&next=%2Fbroadcaster%2Fsign-up" css={textLinkStyle}>
                Create an account
              </PlatformLink>{' '}
              and then sign up your church or ministry. Linking a classic broadcaster account with its Broadcaster ID and password also
              starts with signing in.
            </Trans>
          </p>
        </AccountSection>
      </AccountFrame>
    );
  }
  const name = displayNameOf(user);
  // site admins act for every broadcaster, but the picker is their way to one; the list is the user's own
  const adminOf = broadcastersOf(user).filter((id) => canActForBroadcaster(user, id, BROADCASTER_ROLES.Admin));
  const destination = postLoginDestination(user, next, { forDashboard: true });
  return (
    <AccountFrame title={title} intro={t`You are signed in as ${name}.`} testId="broadcaster-sign-in">
      <div>
        <ContinueLink to={destination} />
      </div>
      <AccountSection title={t`Link a classic broadcaster account`} testId="legacy-sign-in">
        <p css={mutedTextStyle}>
          <Trans>If your church signed in with a Broadcaster ID and a shared password, enter them once to link that broadcaster to your account as its admin.</Trans>
        </p>
        <LegacyCredentialsForm />
      </AccountSection>
      {adminOf.length > 0 && (
        <AccountSection title={t`Classic broadcaster password`} testId="legacy-password-generate">
          <p css={mutedTextStyle}>
            <Trans>Tools that still sign in with a Broadcaster ID and password need a password. A new one replaces the old one at once and is shown only once.</Trans>
          </p>
          <GeneratePasswordForm broadcasters={adminOf} />
        </AccountSection>
      )}
    </AccountFrame>
  );
}

function GeneratePasswordForm({ broadcasters }: { broadcasters: string[] }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [broadcasterID, setBroadcasterID] = useState(broadcasters[0]!);
  const [generated, setGenerated] = useState<{ broadcasterID: string; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    setError(null);
    setGenerated(null);
    try {
      const result = await broadcasterLogin(client, { broadcasterID, generate: true });
      setGenerated({ broadcasterID: result.broadcasterID, password: result.password ?? '' });
    } catch (failure) {
      setError(isApiError(failure) && failure.httpStatus === 403 ? failure.message : t`The password could not be generated. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: space(3) }}>
      {broadcasters.length > 1 && (
        <SelectField label={t`Broadcaster`} value={broadcasterID} options={broadcasters.map((id) => ({ value: id, label: id }))} onValueChange={setBroadcasterID} />
      )}
      {generated && (
        <FormAlert kind="success" testId="legacy-password-generated">
          {(() => {
            const id = generated.broadcasterID;
            return <Trans>New password for {id}:</Trans>;
          })()}{' '}
          <code css={{ fontSize: '1.05rem', userSelect: 'all' }}>{generated.password}</code>
        </FormAlert>
      )}
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <div>
        <Button variant="secondary" busy={busy} onClick={generate} data-testid="legacy-password-generate-button">
          <Trans>Generate a new password</Trans>
        </Button>
      </div>
    </div>
  );
}

function ContinueLink({ to }: { to: string }) {
  const goTo = useGoToPath();
  return (
    <a
      href={to}
      css={buttonLinkStyle}
      data-testid="sign-in-continue"
      onClick={(event) => {
        event.preventDefault();
        goTo(to);
      }}
    >
      <Trans>Continue to the dashboard</Trans>
    </a>
  );
}

function SiteSignInForm({ next, onSigningIn }: { next: string | null; onSigningIn: () => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { session } = useSession();
  const goTo = useGoToPath();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t`Enter your username or e-mail and your password.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tokens = await login(client, username, { password, remember });
      onSigningIn();
      const user = await session.signIn(tokens, remember);
      goTo(postLoginDestination(user, next, { forDashboard: true }));
    } catch (failure) {
      if (isApiError(failure) && failure.apiCode === ACCOUNT_ERROR_CODES.rateLimited) setError(failure.message);
      else if (isApiError(failure) && (failure.httpStatus === 401 || failure.httpStatus === 404 || failure.httpStatus === 400)) {
        setError(t`The username or password is incorrect.`);
      } else if (isApiError(failure) && failure.httpStatus === 403) setError(failure.message);
      else setError(t`Signing in failed. Please try again.`);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: space(4) }} data-testid="broadcaster-site-sign-in">
      <TextField label={t`Username or e-mail`} value={username} onValueChange={setUsername} autoComplete="username" testId="sign-in-username" />
      <TextField label={t`Password`} type="password" value={password} onValueChange={setPassword} autoComplete="current-password" testId="sign-in-password" />
      <CheckboxField label={t`Keep me signed in`} checked={remember} onCheckedChange={setRemember} />
      {error && (
        <FormAlert kind="error" testId="sign-in-error">
          {error}
        </FormAlert>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), alignItems: 'center' }}>
        <Button type="submit" busy={busy} data-testid="sign-in-submit">
          <Trans>Sign in</Trans>
        </Button>
        <PlatformLink to="/user/reset-password" css={textLinkStyle}>
          <Trans>Forgot your password?</Trans>
        </PlatformLink>
      </div>
    </form>
  );
}

function LegacyCredentialsForm() {
  const { t } = useLingui();
  const client = useApiClient();
  const enterDashboard = useEnterDashboard();
  const [broadcasterID, setBroadcasterID] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!broadcasterID.trim() || !password) {
      setError(t`Enter the Broadcaster ID and its password.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await broadcasterLogin(client, { broadcasterID: broadcasterID.trim(), password });
      await enterDashboard(result.broadcasterID);
    } catch (failure) {
      if (isApiError(failure) && failure.httpStatus === 429) setError(failure.message);
      else if (isApiError(failure) && (failure.httpStatus === 401 || failure.httpStatus === 400)) setError(t`The Broadcaster ID or password is incorrect.`);
      else setError(t`Linking failed. Please try again.`);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: space(4) }} data-testid="legacy-credentials-form">
      <TextField
        label={t`Broadcaster ID`}
        value={broadcasterID}
        onValueChange={setBroadcasterID}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        testId="legacy-broadcaster-id"
      />
      <TextField label={t`Broadcaster password`} type="password" value={password} onValueChange={setPassword} autoComplete="off" testId="legacy-password" />
      {error && (
        <FormAlert kind="error" testId="legacy-error">
          {error}
        </FormAlert>
      )}
      <div>
        <Button type="submit" variant="secondary" busy={busy} data-testid="legacy-submit">
          <Trans>Link broadcaster</Trans>
        </Button>
      </div>
    </form>
  );
}
