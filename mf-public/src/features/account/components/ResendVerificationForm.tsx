import { Trans } from '@lingui/react/macro';
import { resendActivation } from '@sermon/shared-contracts/api/resend-activation';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { IdentifierField } from './IdentifierField';
import { useIdentifierRequest } from './use-identifier-request';

/** Asks for a new verification link; the answer never says whether the account exists. */
export function ResendVerificationForm({ initial = '' }: { initial?: string }) {
  const { identifier, changeIdentifier, phase, error, submit } = useIdentifierRequest(initial, resendActivation);

  return (
    <form onSubmit={submit} noValidate data-testid="resend-form" css={formStackStyle}>
      {phase === 'sent' && (
        <FormAlert kind="success" testId="resend-sent">
          <Trans>If an account with an unverified e-mail address exists, we sent it a new verification link.</Trans>
        </FormAlert>
      )}
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <IdentifierField testId="resend-username" value={identifier} onValueChange={changeIdentifier} disabled={phase === 'sending'} />
      <div>
        <Button type="submit" variant="secondary" busy={phase === 'sending'} disabled={!identifier.trim()} data-testid="resend-submit">
          <Trans>Send a new link</Trans>
        </Button>
      </div>
    </form>
  );
}
