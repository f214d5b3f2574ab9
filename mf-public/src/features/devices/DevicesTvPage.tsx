import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizePath } from '@sermon/shared-contracts/i18n/locales';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import type { User } from '@sermon/shared-contracts/entities/user';
import { Spinner } from '../../components/feedback/Spinner';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useDeviceSignIn, useSecondsLeft } from './use-device-sign-in';
import { accountErrorTextForDevice } from './device-error-text';

/** /devices/tv (lite layout): the TV's own sign-in page, read from across a room. */
export function DevicesTvPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in on this TV`);
  const { status, user, session } = useSession();
  if (status === 'loading') return <Spinner />;
  // a TV that is already signed in does not start a new code until asked to
  if (status === 'signed-in' && user) return <TvSignedIn user={user} onSwitch={() => void session.signOut()} />;
  return <TvCode />;
}

function TvCode() {
  const { i18n } = useLingui();
  const { locale } = useRemoteProps();
  const { state, restart } = useDeviceSignIn();
  const secondsLeft = useSecondsLeft(state.phase === 'waiting' ? state.expiresAt : null);

  if (state.phase === 'signed-in') return <TvSignedIn user={state.user} />;
  if (state.phase === 'requesting') {
    return (
      <TvFrame>
        <Spinner />
      </TvFrame>
    );
  }
  if (state.phase === 'expired' || state.phase === 'failed' || (state.phase === 'waiting' && secondsLeft === 0)) {
    return (
      <TvFrame>
        <h1 css={headingStyle}>{state.phase === 'failed' ? <Trans>Something went wrong</Trans> : <Trans>The code has expired</Trans>}</h1>
        {state.phase === 'failed' && <p css={leadStyle}>{accountErrorTextForDevice(i18n, state.error)}</p>}
        <Button onClick={restart} data-testid="tv-new-code" large css={{ marginTop: space(6) }}>
          <Trans>Get a new code</Trans>
        </Button>
      </TvFrame>
    );
  }
  const activateAddress = `${window.location.origin}${localizePath(state.verificationURI || '/activate', locale)}`;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
    <TvFrame>
      <h1 css={headingStyle}>
        <Trans>Sign in on this TV</Trans>
      </h1>
      <p css={leadStyle}>
        <Trans>
          Go to <strong data-testid="tv-activate-address" css={{ color: colors.accent, wordBreak: 'break-all' }}>{activateAddress}</strong> on your
          phone or computer and enter this code:
        </Trans>
      </p>
      <p
        data-testid="tv-user-code"
        aria-label={state.userCode.split('').join(' ')}
        css={{
          margin: `${space(6)} 0`,
          fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
          fontWeight: 700,
          fontSize: 'clamp(3rem, 11vw, 8rem)',
          letterSpacing: '0.12em',
          lineHeight: 1.1,
          color: colors.text,
        }}
      >
        {state.userCode}
      </p>
      <p data-testid="tv-countdown" aria-live="off" css={{ ...leadStyle, color: colors.muted }}>
        <Trans>
          The code expires in {minutes}:{seconds}.
        </Trans>
      </p>
      <p role="status" css={{ ...leadStyle, color: colors.muted, marginTop: space(4) }}>
        <Trans>This page signs in by itself once the code is entered.</Trans>
      </p>
    </TvFrame>
  );
}

function TvSignedIn({ user, onSwitch }: { user: User; onSwitch?: () => void }) {
  const name = displayNameOf(user);
  return (
    <TvFrame>
      <h1 data-testid="tv-signed-in" css={headingStyle}>
        <Trans>Signed in as {name}</Trans>
      </h1>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), justifyContent: 'center', marginTop: space(8) }}>
        <Link
          to="/"
          data-testid="tv-home"
          css={{
            ...bigLinkStyle,
            display: 'inline-block',
            background: colors.accent,
            color: colors.accentText,
            textDecoration: 'none',
            borderRadius: radius.pill,
            fontWeight: 600,
            ...focusRing,
          }}
        >
          <Trans>Start listening</Trans>
        </Link>
        {onSwitch && (
          <Button variant="secondary" onClick={onSwitch} large data-testid="tv-switch-account">
            <Trans>Use another account</Trans>
          </Button>
        )}
      </div>
    </TvFrame>
  );
}

function TvFrame({ children }: { children: ReactNode }) {
  return (
    <main data-testid="devices-tv-page" css={{ minHeight: '70vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', padding: `${space(8)} ${space(4)}` }}>
      {children}
    </main>
  );
}

const headingStyle = { margin: 0, fontSize: 'clamp(2rem, 5vw, 3.5rem)', lineHeight: 1.15, color: colors.text } as const;
const leadStyle = { margin: `${space(4)} 0 0`, fontSize: 'clamp(1.15rem, 2.6vw, 1.9rem)', maxWidth: '36em', lineHeight: 1.4 } as const;
const bigLinkStyle = { fontSize: 'clamp(1.1rem, 2.4vw, 1.6rem)', padding: `${space(4)} ${space(8)}` } as const;
