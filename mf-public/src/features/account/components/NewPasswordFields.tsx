import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordProblems } from '@sermon/shared-contracts/rules/account-validation';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { PASSWORDS_DIFFER, passwordProblemTexts } from '../problem-labels';
import { PasswordRules } from './PasswordRules';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** Whether a new password passes the rules and was typed the same twice. */
export function isNewPasswordValid({ password, repeat }: NewPassword): boolean {
  return passwordProblems(password).length === 0 && password === repeat;
}

/** A new password and its repetition, with the rules ticked off live (sign-up, reset, settings). */
export function NewPasswordFields({
  value,
  onChange,
  serverError,
  disabled,
  label,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  serverError?: string | null;
  disabled?: boolean;
  label?: ReactNode;
}) {
  const { i18n } = useLingui();
  const rulesId = useId();
  const problems = passwordProblems(value.password);
  const repeatProblems = value.repeat !== '' && value.repeat !== value.password ? [i18n._(PASSWORDS_DIFFER)] : [];
  return (
    <>
      <TextField
        label={label ?? <Trans>Password</Trans>}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        disabled={disabled}
        testId="new-password"
        value={value.password}
        serverError={serverError}
        onValueChange={(password) => onChange({ ...value, password })}
        // the checklist below says what is missing; the problems only colour the frame
        problems={passwordProblemTexts(i18n, problems)}
        listProblems={false}
        describedBy={rulesId}
      >
        <PasswordRules problems={problems} id={rulesId} />
      </TextField>
      <TextField
        label={<Trans>Repeat the password</Trans>}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        required
        disabled={disabled}
        testId="repeat-password"
        value={value.repeat}
        onValueChange={(repeat) => onChange({ ...value, repeat })}
        problems={repeatProblems}
      />
    </>
  );
}
