import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { login } from '@sermon/shared-contracts/api/login';
import type { User } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors, focusRing, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { accountErrorText } from '../account-error-text';
import { IdentifierField } from './IdentifierField';

/**
 * Username or e-mail, password and "Remember me" (the session cookie lasts a year only then).
 * `onSignedIn` gets the user once the session holds the tokens.
 */
export function SignInForm({ onSigningIn, onSignedIn }: { onSigningIn: () => void; onSignedIn: (user: User) => void }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const { session } = useSession();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = identifier.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || sending) return;
    setSending(true);
    setError(null);
    try {
      const tokens = await login(client, identifier, { password, remember });
      onSigningIn();
      const user = await session.signIn(tokens, remember);
      onSignedIn(user);
    } catch (caught) {
      setError(accountErrorText(i18n, caught));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="sign-in-form" css={formStackStyle}>
      {error && (
        <FormAlert kind="error" testId="sign-in-error">
          {error}
        </FormAlert>
      )}
      <IdentifierField testId="sign-in-username" value={identifier} onValueChange={setIdentifier} disabled={sending} />
      <div>
        <TextField
          label={<Trans>Password</Trans>}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          testId="sign-in-password"
          value={password}
          onValueChange={setPassword}
          disabled={sending}
        />
        <Link
          to={identifier.trim() ? `/user/reset-password?username=${encodeURIComponent(identifier.trim())}` : '/user/reset-password'}
          data-testid="forgot-password"
          css={{ display: 'inline-block', marginTop: space(2), color: colors.accent, fontWeight: 600, fontSize: '0.95rem', ...focusRing }}
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <CheckboxField
        label={<Trans>Remember me</Trans>}
        help={<Trans>Stay signed in on this device for a year.</Trans>}
        checked={remember}
        onCheckedChange={setRemember}
        disabled={sending}
        testId="sign-in-remember"
      />
      <div>
        <Button type="submit" busy={sending} disabled={!complete} data-testid="sign-in-submit">
          {sending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </Button>
      </div>
    </form>
  );
}
