// /broadcaster/invitation?invite=<token>: the page an invitation mail links to. Shows who invited the reader to
// which broadcaster; a signed-out reader signs in or creates an account (with the invited address) and comes back;
// a signed-in reader accepts and lands on that broadcaster's dashboard with the granted permissions.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams, useLocation } from 'react-router';
import { acceptInvite } from '@sermon/shared-contracts/api/accept-invite';
import { getInvite } from '@sermon/shared-contracts/api/get-invite';
import type { InvitePreview } from '@sermon/shared-contracts/entities/broadcaster-team';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { actionLinkStyle, PageLayout, textStyle } from '@sermon/shared-contracts/mf/PageLayout';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { normalizeIdentifier } from '@sermon/shared-contracts/rules/account-validation';
import { DASHBOARD_HOME_PATH, LOGIN_PATH } from '@sermon/shared-contracts/rules/roles';
import { writeCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { useManagerMessages, usePermissionTexts } from './use-manager-texts';

type Preview = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; invite: InvitePreview };

export function AcceptInvitePage() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  const token = query.get('invite') ?? '';
  const { user, session } = useSession();
  const translate = useManagerMessages();
  const permissions = usePermissionTexts();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [accepting, setAccepting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(t`Invitation`);

  useEffect(() => {
    if (!token) {
      setPreview({ state: 'failed', message: translate('This invitation is no longer valid. Ask the broadcaster to send a new one.') });
      return undefined;
    }
    const controller = new AbortController();
    getInvite(client, token, { signal: controller.signal }).then(
      (invite) => setPreview({ state: 'ready', invite }),
      (error: unknown) => !controller.signal.aborted && setPreview({ state: 'failed', message: translate(error instanceof Error ? error.message : String(error)) }),
    );
    return () => controller.abort();
  }, [client, token, translate]);

  const here = `${pathname}${search}`;
  const accept = async (invite: InvitePreview) => {
    if (!user) return;
    setAccepting(true);
    setProblem(null);
    try {
      const accepted = await acceptInvite(client, token);
      // the session's user carries the roles the dashboard reads: fetch it again before opening the dashboard
      await session.reloadUser();
      writeCurrentBroadcaster(user.user_id, accepted.broadcasterID);
      navigate(DASHBOARD_HOME_PATH, { replace: true });
    } catch (error) {
      setProblem(translate(error instanceof Error ? error.message : String(error)));
      void invite;
    } finally {
      setAccepting(false);
    }
  };

  if (preview.state === 'loading') {
    return (
      <PageLayout title={t`Invitation`}>
        <Spinner label={t`Loading`} />
      </PageLayout>
    );
  }
  if (preview.state === 'failed') {
    return (
      <PageLayout title={t`Invitation`}>
        <div data-testid="invite-invalid">
          <FormAlert kind="error">{preview.message}</FormAlert>
        </div>
      </PageLayout>
    );
  }
  const invite = preview.invite;
  const broadcaster = invite.broadcasterName;
  const email = invite.email;
  const granted = permissions.filter((p) => invite.roles.includes(p.role)).map((p) => p.name).join(', ');
  const wrongAccount = user !== null && normalizeIdentifier(user.email) !== normalizeIdentifier(email);
  const next = encodeURIComponent(here);
  return (
    <PageLayout title={t`Join ${broadcaster}`}>
      <div data-testid="invite-page" css={{ display: 'grid', gap: space(4) }}>
        <p css={textStyle}>{t`You were invited to help manage ${broadcaster} with these permissions: ${granted}.`}</p>
        {!user ? (
          <>
            <p css={textStyle}>
              {invite.accountExists
                ? t`Sign in with the account that uses ${email} to accept.`
                : t`Create an account with the address ${email}, verify it, then come back to this page to accept.`}
            </p>
            <div css={{ display: 'flex', gap: space(3), flexWrap: 'wrap' }}>
              {invite.accountExists ? (
                <PlatformLink to={`${LOGIN_PATH}?next=${next}`} css={actionLinkStyle} data-testid="invite-sign-in">
                  {t`Sign in`}
                </PlatformLink>
              ) : (
                <PlatformLink to={`${LOGIN_PATH}?signup=true&next=${next}`} css={actionLinkStyle} data-testid="invite-sign-up">
                  {t`Create an account`}
                </PlatformLink>
              )}
            </div>
          </>
        ) : wrongAccount ? (
          <FormAlert kind="error" testId="invite-wrong-account">
            {t`This invitation was sent to ${email}. Sign in with the account that uses that address.`}
          </FormAlert>
        ) : (
          <div>
            <Button busy={accepting} onClick={() => void accept(invite)} data-testid="invite-accept">
              {t`Accept invitation`}
            </Button>
          </div>
        )}
        {problem && (
          <FormAlert kind="error" testId="invite-accept-error">
            {problem}
          </FormAlert>
        )}
      </div>
    </PageLayout>
  );
}
