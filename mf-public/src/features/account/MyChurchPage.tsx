import { Navigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { Spinner } from '../../components/feedback/Spinner';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { AccountCard } from './components/AccountCard';
import { ActionLink } from './components/ActionLink';

/** /mychurch: the My Church guard sends a user with a My Church to its page; everyone else learns how to set one. */
export function MyChurchPage() {
  const { t } = useLingui();
  const { status, user } = useSession();
  usePageTitle(t`My Church`);
  if (status !== 'signed-in' && status !== 'anonymous') return <Spinner />;
  const churchID = user?.my_church_broadcaster_id;
  if (churchID) return <Navigate to={`/broadcasters/${encodeURIComponent(churchID)}`} replace />;
  return (
    <AccountCard
      testId="mychurch-page"
      title={<Trans>My Church</Trans>}
      intro={<Trans>Choose the church you belong to, and this link always takes you straight to its sermons.</Trans>}
    >
      <div css={{ display: 'grid', gap: space(5) }}>
        {status === 'signed-in' ? (
          <>
            <p css={{ margin: 0 }}>
              <Trans>You have not chosen a church yet. Search for it by name in your settings.</Trans>
            </p>
            <div>
              <ActionLink to="/user/settings#my-church" testId="mychurch-settings">
                <Trans>Choose My Church</Trans>
              </ActionLink>
            </div>
          </>
        ) : (
          <>
            <p css={{ margin: 0 }}>
              <Trans>Sign in to choose your church. An account is free.</Trans>
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
              <ActionLink to={`/user/login?next=${encodeURIComponent('/mychurch')}`} testId="mychurch-sign-in">
                <Trans>Sign in</Trans>
              </ActionLink>
              <ActionLink to={`/user/login?signup=true&next=${encodeURIComponent('/mychurch')}`} variant="secondary">
                <Trans>Create account</Trans>
              </ActionLink>
            </div>
          </>
        )}
      </div>
    </AccountCard>
  );
}
