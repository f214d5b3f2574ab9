import { Trans } from '@lingui/react/macro';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';

/** "Username or e-mail": how the sign-in, password-reset and verification forms name an account. */
export function IdentifierField({
  testId,
  value,
  onValueChange,
  disabled,
}: {
  testId: string;
  value: string;
  onValueChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      label={<Trans>Username or e-mail</Trans>}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      testId={testId}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
    />
  );
}
