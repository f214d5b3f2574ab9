import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { Spinner } from '../../components/feedback/Spinner';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { AccountCard } from './components/AccountCard';
import { ActionLink } from './components/ActionLink';

/**
 * /user/logout: ends the session on opening (the server revokes the refresh token) and says so.
 * `?deleted=true`: the settings page just deleted the account.
 */
export function LogoutPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const deleted = params.get('deleted') === 'true';
  const { session } = useSession();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  usePageTitle(t`Signed out`);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // signOut forgets the tokens even when the server cannot be reached, so the page always ends signed out
    session
      .signOut()
      .catch(() => undefined)
      .finally(() => setDone(true));
  }, [session]);

  if (!done) {
    return (
      <AccountCard testId="logout-page" title={<Trans>Signing out…</Trans>}>
        <Spinner />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      testId="logout-page"
      title={deleted ? <Trans>Your account has been deleted</Trans> : <Trans>You are signed out</Trans>}
      intro={deleted ? <Trans>Everything that belonged to it has been removed.</Trans> : <Trans>See you again soon.</Trans>}
    >
      <div data-testid="signed-out" css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <ActionLink to="/" testId="signed-out-home">
          <Trans>Home</Trans>
        </ActionLink>
        {deleted ? (
          <ActionLink to="/user/login?signup=true" variant="secondary" testId="signed-out-sign-up">
            <Trans>Create a new account</Trans>
          </ActionLink>
        ) : (
          <ActionLink to="/user/login" variant="secondary" testId="signed-out-sign-in">
            <Trans>Sign in again</Trans>
          </ActionLink>
        )}
      </div>
    </AccountCard>
  );
}
