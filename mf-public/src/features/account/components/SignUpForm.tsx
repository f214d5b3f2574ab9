import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_ERROR_CODES } from '@sermon/shared-contracts/constants/accounts';
import { signUp } from '@sermon/shared-contracts/api/sign-up';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { displayNameProblems, isValidEmail, usernameProblems } from '@sermon/shared-contracts/rules/account-validation';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors } from '@sermon/shared-contracts/mf/theme/tokens';
import { accountErrorText, fieldErrorOf } from '../account-error-text';
import { DISPLAY_NAME_TOO_LONG, EMAIL_INVALID, usernameProblemTexts } from '../problem-labels';
import { useAvailability, type Availability } from '../use-availability';
import { CheckEmailPanel } from './CheckEmailPanel';
import { isNewPasswordValid, NewPasswordFields, type NewPassword } from './NewPasswordFields';

type Field = 'username' | 'email' | 'password';

/** Create account: every rule is checked as the user types and the button stays off until all pass. */
export function SignUpForm() {
  const { i18n, t } = useLingui();
  const client = useApiClient();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<{ username: string; email: string } | null>(null);

  const usernameIssues = usernameProblems(username);
  const emailValid = isValidEmail(email.trim());
  const usernameAvailability = useAvailability(client, 'username', username, usernameIssues.length === 0);
  const emailAvailability = useAvailability(client, 'email', email.trim(), emailValid);
  const displayNameIssues = displayNameProblems(displayName);
  const valid =
    usernameIssues.length === 0 &&
    emailValid &&
    displayNameIssues.length === 0 &&
    isNewPasswordValid(password) &&
    usernameAvailability !== 'taken' &&
    emailAvailability !== 'taken';

  const clearServerError = (field: Field) => setServerErrors(({ [field]: _dropped, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setError(null);
    setServerErrors({});
    try {
      await signUp(client, username, {
        email: email.trim(),
        password: password.password,
        ...(displayName.trim() ? { display_name: displayName.trim() } : {}),
        newsletter_opt_in: newsletter,
      });
      setCreated({ username, email: email.trim() });
    } catch (caught) {
      const text = accountErrorText(i18n, caught);
      const code = isApiError(caught) ? caught.apiCode : null;
      // taken names and rejected fields are shown under their field, everything else above the form
      if (code === ACCOUNT_ERROR_CODES.usernameTaken) setServerErrors({ username: text });
      else if (code === ACCOUNT_ERROR_CODES.emailTaken) setServerErrors({ email: text });
      else {
        const fields: Partial<Record<Field, string>> = {};
        for (const field of ['username', 'email', 'password'] as const) {
          const fieldText = fieldErrorOf(caught, field);
          if (fieldText) fields[field] = fieldText;
        }
        if (Object.keys(fields).length > 0) setServerErrors(fields);
        else setError(text);
      }
    } finally {
      setSending(false);
    }
  };

  if (created) return <CheckEmailPanel email={created.email} username={created.username} />;

  return (
    <form onSubmit={submit} noValidate data-testid="sign-up-form" css={formStackStyle}>
      {error && (
        <FormAlert kind="error" testId="sign-up-error">
          {error}
        </FormAlert>
      )}
      <TextField
        label={<Trans>Username</Trans>}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        testId="sign-up-username"
        value={username}
        disabled={sending}
        onValueChange={(value) => {
          setUsername(value);
          clearServerError('username');
        }}
        problems={[...usernameProblemTexts(i18n, usernameIssues), ...(usernameAvailability === 'taken' ? [t`This username is already taken.`] : [])]}
        serverError={serverErrors.username}
        help={<AvailabilityHint availability={usernameAvailability} kind="username" />}
      />
      <TextField
        label={<Trans>E-mail</Trans>}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        testId="sign-up-email"
        value={email}
        disabled={sending}
        onValueChange={(value) => {
          setEmail(value);
          clearServerError('email');
        }}
        problems={
          emailValid ? (emailAvailability === 'taken' ? [t`An account with this e-mail address already exists.`] : []) : [i18n._(EMAIL_INVALID)]
        }
        serverError={serverErrors.email}
        help={<AvailabilityHint availability={emailAvailability} kind="email" />}
      />
      <TextField
        label={<Trans>Display name (optional)</Trans>}
        name="display-name"
        autoComplete="name"
        testId="sign-up-display-name"
        value={displayName}
        disabled={sending}
        onValueChange={setDisplayName}
        problems={displayNameIssues.length ? [i18n._(DISPLAY_NAME_TOO_LONG)] : []}
        help={<Trans>Shown with your comments. Without one, your username is shown.</Trans>}
      />
      <NewPasswordFields
        value={password}
        disabled={sending}
        serverError={serverErrors.password}
        onChange={(value) => {
          setPassword(value);
          clearServerError('password');
        }}
      />
      <CheckboxField
        label={<Trans>Send me the newsletter</Trans>}
        checked={newsletter}
        onCheckedChange={setNewsletter}
        disabled={sending}
        testId="sign-up-newsletter"
      />
      <div>
        <Button type="submit" busy={sending} disabled={!valid} data-testid="sign-up-submit">
          {sending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** "checking…" or "available" under the username and e-mail fields ("taken" is one of the field's problems). */
function AvailabilityHint({ availability, kind }: { availability: Availability; kind: 'username' | 'email' }): ReactNode {
  const testId = `${kind}-availability`;
  switch (availability) {
    case 'idle':
      return kind === 'username' ? <Trans>Letters a-z, A-Z and digits only.</Trans> : null;
    case 'checking':
      return (
        <span data-testid={testId} data-availability="checking">
          <Trans>Checking…</Trans>
        </span>
      );
    case 'available':
      return (
        <span data-testid={testId} data-availability="available" css={{ color: colors.success, fontWeight: 600 }}>
          {kind === 'username' ? <Trans>This username is available.</Trans> : <Trans>This e-mail address can be used.</Trans>}
        </span>
      );
    case 'taken':
      // the field lists "taken" among its problems; the marker stays for tests and scripts
      return <span data-testid={testId} data-availability="taken" hidden />;
  }
}
