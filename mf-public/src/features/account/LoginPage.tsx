import { useRef, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { postLoginDestination } from '@sermon/shared-contracts/rules/roles';
import { Spinner } from '../../components/feedback/Spinner';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { AccountCard } from './components/AccountCard';
import { SignInForm } from './components/SignInForm';
import { SignUpForm } from './components/SignUpForm';
import { useGoToDestination } from './go-to-destination';

/** /user/login: Sign in and Create account on one page (`?signup=true` opens Create account; `?next=` is kept). */
export function LoginPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { status } = useSession();
  const goTo = useGoToDestination();
  // Once this page signs the user in, it leads on itself; the guard below is for users who arrive signed in.
  const signingIn = useRef(false);
  const signUp = params.get('signup') === 'true';
  const next = params.get('next');
  usePageTitle(signUp ? t`Create account` : t`Sign in`);

  if (status === 'signed-in') {
    return signingIn.current ? <Spinner label={t`Signing in…`} /> : <Navigate to="/user/settings" replace />;
  }
  if (status !== 'anonymous') return <Spinner />;

  const tabQuery = (wantSignUp: boolean) => {
    const query = new URLSearchParams(params);
    if (wantSignUp) query.set('signup', 'true');
    else query.delete('signup');
    const text = query.toString();
    return text ? `?${text}` : '';
  };

  return (
    <AccountCard
      testId="login-page"
      title={signUp ? <Trans>Create account</Trans> : <Trans>Sign in</Trans>}
      intro={
        signUp ? (
          <Trans>Follow speakers and churches, keep favorites and pick up sermons where you stopped.</Trans>
        ) : (
          <Trans>Welcome back. Sign in with your username or e-mail address.</Trans>
        )
      }
    >
      <nav aria-label={t`Sign in or create an account`} css={{ display: 'flex', gap: space(1), padding: space(1), marginBottom: space(6), background: colors.surfaceAlt, borderRadius: radius.pill }}>
        <TabLink to={tabQuery(false)} current={!signUp} testId="tab-sign-in">
          <Trans>Sign in</Trans>
        </TabLink>
        <TabLink to={tabQuery(true)} current={signUp} testId="tab-sign-up">
          <Trans>Create account</Trans>
        </TabLink>
      </nav>
      {signUp ? (
        <SignUpForm />
      ) : (
        <SignInForm
          onSigningIn={() => {
            signingIn.current = true;
          }}
          onSignedIn={(user) => goTo(postLoginDestination(user, next))}
        />
      )}
      <p css={{ margin: `${space(8)} 0 0`, color: colors.muted, fontSize: '0.95rem' }}>
        <Link to="/user/about" css={{ color: colors.accent, fontWeight: 600, ...focusRing }}>
          <Trans>What does an account give me?</Trans>
        </Link>
      </p>
    </AccountCard>
  );
}

function TabLink({ to, current, testId, children }: { to: string; current: boolean; testId: string; children: ReactNode }) {
  return (
    <Link
      to={{ search: to }}
      replace
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      css={{
        flex: 1,
        textAlign: 'center',
        padding: `${space(2)} ${space(3)}`,
        borderRadius: radius.pill,
        fontWeight: 600,
        textDecoration: 'none',
        color: current ? colors.accentText : colors.accent,
        background: current ? colors.accent : 'transparent',
        ...focusRing,
      }}
    >
      {children}
    </Link>
  );
}
