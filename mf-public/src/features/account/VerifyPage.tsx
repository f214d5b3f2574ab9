import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { activateAccount } from '@sermon/shared-contracts/api/activate-account';
import { ACCOUNT_ERROR_CODES } from '@sermon/shared-contracts/constants/accounts';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { Spinner } from '../../components/feedback/Spinner';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { AccountCard } from './components/AccountCard';
import { ActionLink } from './components/ActionLink';
import { ResendVerificationForm } from './components/ResendVerificationForm';

type Outcome = { phase: 'verifying' } | { phase: 'verified'; username: string } | { phase: 'failed'; invalidCode: boolean };

/** /user/verify?code=: verifies the e-mail address as soon as the page opens. */
export function VerifyPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  usePageTitle(t`Verify your e-mail address`);
  if (!code) {
    return (
      <AccountCard testId="verify-page" title={<Trans>Verify your e-mail address</Trans>}>
        <p css={{ marginTop: 0 }}>
          <Trans>
            After you create an account we send you an e-mail with a verification link. Open that link to verify your address. If
            it did not arrive or has expired, ask for a new one here.
          </Trans>
        </p>
        <ResendVerificationForm />
      </AccountCard>
    );
  }
  return <VerifyCode code={code} />;
}

function VerifyCode({ code }: { code: string }) {
  const client = useApiClient();
  const { status, session } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ phase: 'verifying' });
  // a code works once: React's development double effects and re-renders must not send it twice
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === code) return;
    sentFor.current = code;
    setOutcome({ phase: 'verifying' });
    activateAccount(client, code).then(
      (result) => {
        setOutcome({ phase: 'verified', username: result.username });
        // a signed-in user's `verified` flag changes: the header and settings read the reloaded user
        void session.reloadUser().catch(() => null);
      },
      (error: unknown) =>
        setOutcome({ phase: 'failed', invalidCode: isApiError(error) && error.apiCode === ACCOUNT_ERROR_CODES.activationCodeInvalid }),
    );
  }, [client, code, session]);

  if (outcome.phase === 'verifying') {
    return (
      <AccountCard testId="verify-page" title={<Trans>Verifying your e-mail address…</Trans>}>
        <Spinner />
      </AccountCard>
    );
  }
  if (outcome.phase === 'verified') {
    return (
      <AccountCard testId="verify-page" title={<Trans>Your e-mail address is verified</Trans>}>
        <div data-testid="verify-success" css={{ display: 'grid', gap: space(5) }}>
          <p css={{ margin: 0 }}>
            <Trans>Thank you. Your account is ready to use.</Trans>
          </p>
          <div>
            {status === 'signed-in' ? (
              <ActionLink to="/user/settings" testId="verify-continue">
                <Trans>Continue</Trans>
              </ActionLink>
            ) : (
              <ActionLink to={`/user/login?next=${encodeURIComponent('/user/settings')}`} testId="verify-sign-in">
                <Trans>Sign in</Trans>
              </ActionLink>
            )}
          </div>
        </div>
      </AccountCard>
    );
  }
  return (
    <AccountCard testId="verify-page" title={<Trans>Verification failed</Trans>}>
      <div css={{ display: 'grid', gap: space(6) }}>
        <FormAlert kind="error" testId="verify-error">
          {outcome.invalidCode ? (
            <Trans>This verification code has already been used or is invalid.</Trans>
          ) : (
            <Trans>Activation failed</Trans>
          )}
        </FormAlert>
        <p css={{ margin: 0 }}>
          <Trans>
            If you already verified your address, you can simply <Link to="/user/login" css={{ color: colors.accent, fontWeight: 600 }}>sign in</Link>. Otherwise ask for a new link.
          </Trans>
        </p>
        <ResendVerificationForm />
      </div>
    </AccountCard>
  );
}
