// Texts of the team: permission names, and the server's English messages (rules/manager-permissions) translated.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import { MANAGER_MESSAGES } from '@sermon/shared-contracts/rules/manager-permissions';

export interface PermissionText {
  role: BroadcasterRole;
  name: string;
  help: string;
}

export function usePermissionTexts(): PermissionText[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { role: BROADCASTER_ROLES.Admin, name: t`Admin`, help: t`Every permission, including the team and the settings.` },
      { role: BROADCASTER_ROLES.Uploader, name: t`Uploader`, help: t`Sermons, series, speakers, articles and notices.` },
      { role: BROADCASTER_ROLES.Biller, name: t`Biller`, help: t`Bills and payments.` },
    ],
    [t],
  );
}

export function useManagerMessages(): (text: string) => string {
  const { t } = useLingui();
  return useCallback(
    (text: string) => {
      const email = /^This invitation was sent to (.+)\. Sign in with the account that uses that address\.$/.exec(text)?.[1];
      if (email !== undefined) return t`This invitation was sent to ${email}. Sign in with the account that uses that address.`;
      switch (text) {
        case MANAGER_MESSAGES.atLeastOnePermission:
          return t`Choose at least one permission.`;
        case MANAGER_MESSAGES.unknownPermission:
          return t`Unknown permission.`;
        case MANAGER_MESSAGES.lastAdmin:
          return t`A broadcaster needs at least one Admin. Make another manager an Admin first.`;
        case MANAGER_MESSAGES.alreadyManager:
          return t`This person already manages this broadcaster.`;
        case MANAGER_MESSAGES.alreadyInvited:
          return t`An invitation has already been sent to this address. Resend it from the list.`;
        case MANAGER_MESSAGES.inviteNotFound:
          return t`This invitation is no longer valid. Ask the broadcaster to send a new one.`;
        case MANAGER_MESSAGES.verifyEmailFirst:
          return t`Please verify your e-mail address before accepting the invitation.`;
        case MANAGER_MESSAGES.managerNotFound:
          return t`Manager not found`;
        case 'Enter a valid e-mail address.':
          return t`Enter a valid e-mail address.`;
        default:
          return text;
      }
    },
    [t],
  );
}
