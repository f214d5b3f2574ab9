// /broadcaster/linking-users: an Admin links an existing account (username or e-mail) to one of their
// broadcasters, with the permissions to give ('No user found', 'User is already linked to this broadcaster
// account'). An invitation link (?invite=) belongs to the managers' invitation page, which this forwards to.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { linkBroadcasterUser, type LinkedUser } from '@sermon/shared-contracts/api/link-broadcaster-user';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import type { User } from '@sermon/shared-contracts/entities/user';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { INVITATION_PATH, broadcastersOf, canActForBroadcaster, isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { readCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { mutedTextStyle } from '../../components/page/dashboard-styles';
import { AccountFrame } from './components/AccountFrame';

export function LinkingUsersPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  // links of older invitation mails pointed here; the managers' invitation page accepts them
  if (params.get('invite')) return <Navigate to={`${INVITATION_PATH}${search}`} replace />;
  return (
    <RequireSignIn>
      <LinkUsers />
    </RequireSignIn>
  );
}

function LinkUsers() {
  const { t } = useLingui();
  const { user } = useSession();
  const signedIn = user as User;
  const title = t`Link users to a broadcaster`;
  const siteAdmin = isSiteAdmin(signedIn);
  const adminOf = broadcastersOf(signedIn).filter((id) => canActForBroadcaster(signedIn, id, BROADCASTER_ROLES.Admin));
  if (!siteAdmin && adminOf.length === 0) {
    return (
      <AccountFrame title={title} testId="linking-users">
        <FormAlert kind="info" testId="linking-users-not-admin">
          <Trans>Only an admin of a broadcaster can link users to it. Ask an admin of your broadcaster to link you.</Trans>
        </FormAlert>
      </AccountFrame>
    );
  }
  const current = readCurrentBroadcaster(signedIn.user_id);
  const initial = current && (siteAdmin || adminOf.includes(current)) ? current : (adminOf[0] ?? '');
  return (
    <AccountFrame title={title} intro={t`Give someone who already has an account access to your broadcaster's dashboard.`} testId="linking-users">
      <LinkUserForm broadcasterChoices={adminOf} freeChoice={siteAdmin} initialBroadcaster={initial} />
    </AccountFrame>
  );
}

function LinkUserForm({ broadcasterChoices, freeChoice, initialBroadcaster }: { broadcasterChoices: string[]; freeChoice: boolean; initialBroadcaster: string }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [broadcasterID, setBroadcasterID] = useState(initialBroadcaster);
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<BroadcasterRole[]>([BROADCASTER_ROLES.Uploader]);
  const [error, setError] = useState<string | null>(null);
  const [linked, setLinked] = useState<{ user: LinkedUser; broadcasterID: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const permissions = [
    { role: BROADCASTER_ROLES.Admin, name: t`Admin`, help: t`Every permission, including the team and the settings.` },
    { role: BROADCASTER_ROLES.Uploader, name: t`Uploader`, help: t`Sermons, series, speakers, articles and notices.` },
    { role: BROADCASTER_ROLES.Biller, name: t`Biller`, help: t`Bills and payments.` },
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setLinked(null);
    if (!broadcasterID.trim() || !username.trim()) {
      setError(t`Enter the broadcaster and the username or e-mail of the person to link.`);
      return;
    }
    if (roles.length === 0) {
      setError(t`Choose at least one permission.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await linkBroadcasterUser(client, broadcasterID.trim(), { username: username.trim(), roles });
      setLinked({ user, broadcasterID: broadcasterID.trim() });
      setUsername('');
    } catch (failure) {
      if (isApiError(failure) && failure.httpStatus === 404 && failure.fieldErrors.username) setError(t`No user found`);
      else if (isApiError(failure) && failure.httpStatus === 404) setError(t`Broadcaster not found`);
      else if (isApiError(failure) && failure.httpStatus === 409) setError(t`User is already linked to this broadcaster account`);
      else if (isApiError(failure) && failure.httpStatus === 403) setError(failure.message);
      else setError(t`Linking failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: space(4) }} data-testid="linking-users-form">
      {freeChoice ? (
        <TextField label={t`Broadcaster ID`} value={broadcasterID} onValueChange={setBroadcasterID} autoCapitalize="none" spellCheck={false} testId="linking-users-broadcaster" />
      ) : (
        <SelectField
          label={t`Broadcaster`}
          value={broadcasterID}
          options={broadcasterChoices.map((id) => ({ value: id, label: id }))}
          onValueChange={setBroadcasterID}
          testId="linking-users-broadcaster"
        />
      )}
      <TextField label={t`Username or e-mail`} value={username} onValueChange={setUsername} autoCapitalize="none" spellCheck={false} testId="linking-users-username" />
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        <legend css={{ fontWeight: 600, marginBottom: space(2) }}>
          <Trans>Permissions</Trans>
        </legend>
        {permissions.map((permission) => (
          <CheckboxField
            key={permission.role}
            label={permission.name}
            help={permission.help}
            checked={roles.includes(permission.role)}
            onCheckedChange={(checked) => setRoles((current) => (checked ? [...current, permission.role] : current.filter((role) => role !== permission.role)))}
            testId={`linking-users-role-${permission.role}`}
          />
        ))}
      </fieldset>
      {error && (
        <FormAlert kind="error" testId="linking-users-error">
          {error}
        </FormAlert>
      )}
      {linked && (
        <FormAlert kind="success" testId="linking-users-success">
          {(() => {
            const name = linked.user.displayName;
            const broadcaster = linked.broadcasterID;
            return <Trans>{name} can now manage {broadcaster}.</Trans>;
          })()}
        </FormAlert>
      )}
      <p css={{ ...mutedTextStyle, color: colors.muted }}>
        <Trans>People without an account can be invited by e-mail from the dashboard's Managers page.</Trans>
      </p>
      <div>
        <Button type="submit" busy={busy} data-testid="linking-users-submit">
          <Trans>Link user</Trans>
        </Button>
      </div>
    </form>
  );
}
