// managers: the broadcaster's team. Admins invite by e-mail (at least one permission), resend or withdraw
// invitations, change permissions (Save in the sticky header) and remove managers; any manager may leave.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createUserInvite } from '@sermon/shared-contracts/api/create-user-invite';
import { deleteBroadcasterManager } from '@sermon/shared-contracts/api/delete-broadcaster-manager';
import { deleteUserInvite } from '@sermon/shared-contracts/api/delete-user-invite';
import { getBroadcasterManagers } from '@sermon/shared-contracts/api/get-broadcaster-managers';
import { getUserInvites } from '@sermon/shared-contracts/api/get-user-invites';
import { patchBroadcasterManager } from '@sermon/shared-contracts/api/patch-broadcaster-manager';
import { resendUserInvite } from '@sermon/shared-contracts/api/resend-user-invite';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import type { BroadcasterManager, UserInvite } from '@sermon/shared-contracts/entities/broadcaster-team';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { clearCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { dashboardPrefixOf } from '../../components/page/use-dashboard-href';
import { UnsavedChangesGuard } from '../../components/unsaved/UnsavedChangesGuard';
import { useSnapshotForm } from '../../components/unsaved/use-snapshot-form';
import { changedManagers, roleShown, toggleRole, type RolesByUser } from './team-roles';
import { useManagerMessages, usePermissionTexts } from './use-manager-texts';

const ROLES_FORM_ID = 'managers-roles-form';

function toast(kind: 'success' | 'error', message: string) {
  emitPlatformEvent('shell:toast', { kind, message });
}

type Team = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; managers: BroadcasterManager[]; invites: UserInvite[] };

export function ManagersPage() {
  const { t } = useLingui();
  const { can } = useDashboardBroadcaster();
  const isAdmin = can(BROADCASTER_ROLES.Admin);
  return isAdmin ? <TeamAdminPage /> : <LeaveOnlyPage title={t`Managers`} />;
}

/** For managers who are not Admins: they cannot see the team, but may leave it. */
function LeaveOnlyPage({ title }: { title: string }) {
  const { t } = useLingui();
  const { broadcaster } = useDashboardBroadcaster();
  const leave = useLeave();
  const name = broadcaster.displayName;
  return (
    <DashboardPage title={title} breadcrumbs={[{ label: t`Overview`, to: '' }]} testId="managers-page">
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Your access`}</h2>
        <p css={{ ...mutedTextStyle, marginBottom: space(3) }}>{t`Only Admins manage the team of ${name}. You may remove yourself from it.`}</p>
        <Button variant="danger" onClick={() => void leave()} data-testid="managers-leave">
          {t`Leave ${name}`}
        </Button>
      </section>
    </DashboardPage>
  );
}

/** Removes the signed-in user from the broadcaster after asking, then lets the dashboard pick what is left. */
function useLeave(): () => Promise<void> {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, session } = useSession();
  const { broadcasterID, broadcaster } = useDashboardBroadcaster();
  const translate = useManagerMessages();
  const name = broadcaster.displayName;
  return useCallback(async () => {
    if (!user || !window.confirm(t`Leave ${name}? You lose access to its dashboard at once.`)) return;
    try {
      await deleteBroadcasterManager(client, broadcasterID, user.user_id);
      clearCurrentBroadcaster(user.user_id);
      await session.reloadUser();
      toast('success', t`You left ${name}`);
      navigate(dashboardPrefixOf(pathname));
    } catch (error) {
      toast('error', translate(error instanceof Error ? error.message : String(error)));
    }
  }, [user, t, name, client, broadcasterID, session, navigate, pathname, translate]);
}

function TeamAdminPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const [team, setTeam] = useState<Team>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getBroadcasterManagers(client, broadcasterID, { signal: controller.signal }), getUserInvites(client, broadcasterID, { signal: controller.signal })]).then(
      ([managers, invites]) => setTeam({ state: 'ready', managers: managers.results, invites: invites.results }),
      (error: unknown) => !controller.signal.aborted && setTeam({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [client, broadcasterID, round]);

  return team.state === 'ready' ? (
    <TeamEditor managers={team.managers} invites={team.invites} onChanged={reload} />
  ) : (
    <DashboardPage title={t`Managers`} breadcrumbs={[{ label: t`Overview`, to: '' }]} testId="managers-page">
      {team.state === 'loading' ? (
        <Spinner label={t`Loading`} />
      ) : (
        <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
          <FormAlert kind="error">{team.message}</FormAlert>
          <Button variant="secondary" onClick={reload}>
            {t`Try again`}
          </Button>
        </div>
      )}
    </DashboardPage>
  );
}

interface InviteValues {
  email: string;
  roles: BroadcasterRole[];
}
const EMPTY_INVITE: InviteValues = { email: '', roles: [] };

function TeamEditor({ managers, invites, onChanged }: { managers: BroadcasterManager[]; invites: UserInvite[]; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const { user } = useSession();
  const { broadcasterID } = useDashboardBroadcaster();
  const permissions = usePermissionTexts();
  const translate = useManagerMessages();
  const leave = useLeave();

  const savedRoles: RolesByUser = Object.fromEntries(managers.map((m) => [String(m.userID), m.roles]));
  const rolesForm = useSnapshotForm<RolesByUser>(savedRoles);
  const invite = useSnapshotForm<InviteValues>(EMPTY_INVITE);
  const [inviteErrors, setInviteErrors] = useState<{ email?: string; roles?: string; form?: string }>({});
  const [inviting, setInviting] = useState(false);
  const saving = useRef(false);

  const saveRoles = async (event: FormEvent) => {
    event.preventDefault();
    // the spec's rule: a submit with nothing changed does nothing
    if (!rolesForm.dirty || saving.current) return;
    const changes = changedManagers(savedRoles, rolesForm.values);
    if (changes.some((change) => change.roles.length === 0)) {
      toast('error', t`Choose at least one permission.`);
      return;
    }
    saving.current = true;
    try {
      for (const change of changes) await patchBroadcasterManager(client, broadcasterID, change.userID, change.roles);
      rolesForm.markSaved(rolesForm.values);
      toast('success', t`Permissions saved`);
      onChanged();
    } catch (error) {
      toast('error', translate(error instanceof Error ? error.message : String(error)));
      onChanged();
    } finally {
      saving.current = false;
    }
  };

  const emailProblem = invite.values.email.trim() !== '' && !isValidEmail(invite.values.email.trim()) ? t`Enter a valid e-mail address.` : null;
  const sendInvite = async (event: FormEvent) => {
    event.preventDefault();
    if (!invite.dirty || inviting) return;
    const email = invite.values.email.trim();
    const problems: typeof inviteErrors = {};
    if (!isValidEmail(email)) problems.email = t`Enter a valid e-mail address.`;
    if (invite.values.roles.length === 0) problems.roles = t`Choose at least one permission.`;
    setInviteErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setInviting(true);
    try {
      await createUserInvite(client, broadcasterID, { email, roles: invite.values.roles });
      invite.markSaved(EMPTY_INVITE);
      toast('success', t`Invitation sent to ${email}`);
      onChanged();
    } catch (error) {
      if (isApiError(error)) {
        const fields = error.fieldErrors;
        setInviteErrors({
          email: fields.email ? translate(fields.email) : undefined,
          roles: fields.roles ? translate(fields.roles) : undefined,
          form: Object.keys(fields).length === 0 ? translate(error.message) : undefined,
        });
      } else setInviteErrors({ form: String(error) });
    } finally {
      setInviting(false);
    }
  };

  const act = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast('success', success);
      onChanged();
    } catch (error) {
      toast('error', translate(error instanceof Error ? error.message : String(error)));
    }
  };

  const dateOf = (seconds: number) => i18n.date(new Date(seconds * 1000), { dateStyle: 'medium' });
  const roleNames = (roles: BroadcasterRole[]) => permissions.filter((p) => roles.includes(p.role)).map((p) => p.name).join(', ');
  const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) } as const;
  const card = { border: `1px solid ${colors.border}`, borderRadius: radius.md, padding: space(3), display: 'grid', gap: space(3), minWidth: 0 } as const;

  return (
    <DashboardPage
      title={t`Managers`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="managers-page"
      actions={
        <Button type="submit" form={ROLES_FORM_ID} data-testid="managers-save">
          {t`Save`}
        </Button>
      }
    >
      {/* one guard for both forms: react-router allows a single blocker per page */}
      <UnsavedChangesGuard dirty={rolesForm.dirty || invite.dirty} />
      <div css={{ display: 'grid', gap: space(4), gridTemplateColumns: '1fr', alignItems: 'start', [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <form id={ROLES_FORM_ID} noValidate onSubmit={(event) => void saveRoles(event)} css={panelStyle} data-testid="managers-roles-form">
          <h2 css={panelTitleStyle}>{t`Team`}</h2>
          <ul css={cardList}>
            {managers.map((manager) => {
              const isSelf = user?.user_id === manager.userID;
              const roles = rolesForm.values[String(manager.userID)] ?? [];
              return (
                <li key={manager.userID} css={card} data-testid="manager-row" data-username={manager.username}>
                  <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
                    <div css={{ minWidth: 0 }}>
                      <strong css={{ overflowWrap: 'anywhere' }}>{manager.displayName}</strong>
                      {isSelf && <span css={{ marginLeft: space(2), fontSize: '0.8rem', color: colors.muted }}>{t`(you)`}</span>}
                      <div css={{ ...mutedTextStyle, overflowWrap: 'anywhere' }}>
                        {manager.username} · {manager.email}
                      </div>
                    </div>
                    {isSelf ? (
                      <Button variant="quiet" onClick={() => void leave()} data-testid="managers-leave">
                        {t`Leave`}
                      </Button>
                    ) : (
                      <Button
                        variant="quiet"
                        onClick={() => {
                          const name = manager.displayName;
                          if (window.confirm(t`Remove ${name} from the team?`)) {
                            void act(() => deleteBroadcasterManager(client, broadcasterID, manager.userID), t`${name} was removed`);
                          }
                        }}
                        data-testid="manager-remove"
                      >
                        {t`Remove`}
                      </Button>
                    )}
                  </div>
                  <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: space(4), flexWrap: 'wrap' }}>
                    <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{(() => {
                      const name = manager.displayName;
                      return t`Permissions of ${name}`;
                    })()}</legend>
                    {permissions.map((permission) => (
                      <CheckboxField
                        key={permission.role}
                        label={permission.name}
                        checked={roleShown(roles, permission.role)}
                        disabled={permission.role !== BROADCASTER_ROLES.Admin && roles.includes(BROADCASTER_ROLES.Admin)}
                        onCheckedChange={(checked) => rolesForm.set(String(manager.userID), toggleRole(roles, permission.role, checked))}
                        testId={`manager-role-${permission.role}`}
                      />
                    ))}
                  </fieldset>
                  {roles.length === 0 && (
                    <p role="alert" css={{ margin: 0, color: colors.danger, fontSize: '0.9rem' }}>
                      {t`Choose at least one permission.`}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </form>

        <div css={{ display: 'grid', gap: space(4), minWidth: 0 }}>
          <form noValidate onSubmit={(event) => void sendInvite(event)} css={panelStyle} data-testid="invite-form">
            <h2 css={panelTitleStyle}>{t`Invite a manager`}</h2>
            <div css={{ display: 'grid', gap: space(3) }}>
              <TextField
                label={t`E-mail address`}
                type="email"
                inputMode="email"
                autoComplete="off"
                value={invite.values.email}
                onValueChange={(value) => {
                  invite.set('email', value);
                  setInviteErrors((e) => ({ ...e, email: undefined, form: undefined }));
                }}
                problems={emailProblem ? [emailProblem] : []}
                serverError={inviteErrors.email ?? null}
                help={t`They get an e-mail with a link. Without an account they create one with this address first.`}
                testId="invite-email"
              />
              <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
                <legend css={{ fontWeight: 600, marginBottom: space(2) }}>{t`Permissions`}</legend>
                {permissions.map((permission) => (
                  <CheckboxField
                    key={permission.role}
                    label={permission.name}
                    help={permission.help}
                    checked={roleShown(invite.values.roles, permission.role)}
                    disabled={permission.role !== BROADCASTER_ROLES.Admin && invite.values.roles.includes(BROADCASTER_ROLES.Admin)}
                    onCheckedChange={(checked) => {
                      invite.set('roles', toggleRole(invite.values.roles, permission.role, checked));
                      setInviteErrors((e) => ({ ...e, roles: undefined }));
                    }}
                    testId={`invite-role-${permission.role}`}
                  />
                ))}
                {inviteErrors.roles && (
                  <p role="alert" css={{ margin: 0, color: colors.danger, fontSize: '0.9rem' }} data-testid="invite-roles-error">
                    {inviteErrors.roles}
                  </p>
                )}
              </fieldset>
              {inviteErrors.form && <FormAlert kind="error">{inviteErrors.form}</FormAlert>}
              <div>
                <Button type="submit" busy={inviting} data-testid="invite-send">
                  {t`Send invitation`}
                </Button>
              </div>
            </div>
          </form>

          <section css={panelStyle} data-testid="invites">
            <h2 css={panelTitleStyle}>{t`Pending invitations`}</h2>
            {invites.length === 0 ? (
              <p css={mutedTextStyle}>{t`No pending invitations.`}</p>
            ) : (
              <ul css={cardList}>
                {invites.map((pending) => {
                  const sent = dateOf(pending.lastSentAt);
                  const email = pending.email;
                  return (
                    <li key={pending.inviteID} css={card} data-testid="invite-row">
                      <div css={{ minWidth: 0 }}>
                        <strong css={{ overflowWrap: 'anywhere' }}>{email}</strong>
                        <div css={mutedTextStyle}>{roleNames(pending.roles)}</div>
                        <div css={mutedTextStyle}>
                          {t`Sent ${sent}`} · {pending.accountExists ? t`Has an account` : t`Waiting for sign-up`}
                        </div>
                      </div>
                      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
                        <Button variant="secondary" onClick={() => void act(() => resendUserInvite(client, broadcasterID, pending.inviteID), t`Invitation sent again to ${email}`)} data-testid="invite-resend">
                          {t`Resend`}
                        </Button>
                        <Button
                          variant="quiet"
                          onClick={() => {
                            if (window.confirm(t`Withdraw the invitation for ${email}?`)) {
                              void act(() => deleteUserInvite(client, broadcasterID, pending.inviteID), t`Invitation withdrawn`);
                            }
                          }}
                          data-testid="invite-delete"
                        >
                          {t`Withdraw`}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </div>
    </DashboardPage>
  );
}
