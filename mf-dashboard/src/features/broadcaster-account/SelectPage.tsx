// /broadcaster/select (optional ?next=): the picker of the broadcasters the user manages; site admins can also
// search every broadcaster. Picking one makes it the dashboard's current broadcaster and opens ?next.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getDiscoverBroadcasters } from '@sermon/shared-contracts/api/get-discover-broadcasters';
import { getLinkedBroadcasters } from '@sermon/shared-contracts/api/get-linked-broadcasters';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { User } from '@sermon/shared-contracts/entities/user';
import { isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { writeCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { mutedTextStyle, textLinkStyle } from '../../components/page/dashboard-styles';
import { AccountFrame, AccountSection } from './components/AccountFrame';
import { useGoToPath } from './go-to-path';
import { pickerDestination } from './picker-next';

/** Above this many, the user's own list gets a filter box. */
const FILTER_FROM = 6;
const SEARCH_DELAY_MS = 300;

export function SelectPage() {
  return (
    <RequireSignIn>
      <Picker />
    </RequireSignIn>
  );
}

function Picker() {
  const { t } = useLingui();
  const client = useApiClient();
  const { user } = useSession();
  const signedIn = user as User;
  const [params] = useSearchParams();
  const goTo = useGoToPath();
  const destination = pickerDestination(params.get('next'));
  const [linked, setLinked] = useState<Broadcaster[] | null>(null);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    void getLinkedBroadcasters(client, { signal: controller.signal }).then((list) => {
      if (!controller.signal.aborted) setLinked(list);
    });
    return () => controller.abort();
  }, [client]);

  const choose = (broadcasterID: string) => {
    writeCurrentBroadcaster(signedIn.user_id, broadcasterID);
    goTo(destination);
  };

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!linked || !needle) return linked ?? [];
    return linked.filter((b) => b.displayName.toLowerCase().includes(needle) || b.broadcasterID.includes(needle) || b.location.toLowerCase().includes(needle));
  }, [linked, filter]);

  const admin = isSiteAdmin(signedIn);
  return (
    <AccountFrame title={t`Choose a broadcaster`} intro={t`Which broadcaster do you want to manage?`} testId="broadcaster-select">
      {linked === null ? (
        <Spinner label={t`Loading your broadcasters`} />
      ) : linked.length === 0 ? (
        <div css={{ display: 'grid', gap: space(2) }} data-testid="broadcaster-select-empty">
          <p css={{ margin: 0 }}>
            <Trans>Your account does not manage a broadcaster yet.</Trans>
          </p>
          <p css={mutedTextStyle}>
            <Trans>
              <PlatformLink to="/broadcaster/sign-up" css={textLinkStyle}>
                Sign up a new broadcaster
              </PlatformLink>{' '}
              or{' '}
              <PlatformLink to="/broadcaster/sign-in" css={textLinkStyle}>
                link a classic broadcaster account
              </PlatformLink>
              .
            </Trans>
          </p>
        </div>
      ) : (
        <>
          {linked.length >= FILTER_FROM && <TextField label={t`Filter`} type="search" value={filter} onValueChange={setFilter} testId="broadcaster-select-filter" />}
          <BroadcasterList broadcasters={shown} onChoose={choose} testId="broadcaster-select-linked" />
          {shown.length === 0 && (
            <p css={mutedTextStyle}>
              <Trans>No broadcaster matches.</Trans>
            </p>
          )}
        </>
      )}
      {admin && (
        <AccountSection title={t`All broadcasters (site admin)`} testId="broadcaster-select-admin">
          <AdminSearch onChoose={choose} />
        </AccountSection>
      )}
    </AccountFrame>
  );
}

function AdminSearch({ onChoose }: { onChoose: (broadcasterID: string) => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; list: Broadcaster[] | null } | null>(null);

  useEffect(() => {
    const needle = query.trim();
    if (needle.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getDiscoverBroadcasters(client, { query: needle, pageSize: 20 }, { signal: controller.signal })
        .then((list) => setResults({ query: needle, list: list.results }))
        .catch(() => {
          if (!controller.signal.aborted) setResults({ query: needle, list: null });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query]);

  const needle = query.trim();
  const current = results?.query === needle ? results.list : undefined;
  return (
    <div css={{ display: 'grid', gap: space(3) }}>
      <TextField label={t`Search by name, ID or place`} type="search" value={query} onValueChange={setQuery} testId="broadcaster-select-search" />
      {needle.length >= 2 &&
        (current === undefined ? (
          <Spinner label={t`Searching`} />
        ) : current === null ? (
          <p css={mutedTextStyle}>
            <Trans>Problem obtaining search results. Please try later.</Trans>
          </p>
        ) : current.length === 0 ? (
          <p css={mutedTextStyle}>
            <Trans>No Results</Trans>
          </p>
        ) : (
          <BroadcasterList broadcasters={current} onChoose={onChoose} testId="broadcaster-select-results" />
        ))}
    </div>
  );
}

function BroadcasterList({ broadcasters, onChoose, testId }: { broadcasters: Broadcaster[]; onChoose: (id: string) => void; testId: string }) {
  return (
    <ul data-testid={testId} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
      {broadcasters.map((broadcaster) => (
        <li key={broadcaster.broadcasterID}>
          <button
            type="button"
            onClick={() => onChoose(broadcaster.broadcasterID)}
            data-testid={`choose-${broadcaster.broadcasterID}`}
            css={{
              width: '100%',
              textAlign: 'left',
              font: 'inherit',
              color: colors.text,
              background: colors.surface,
              border: `1px solid ${colors.border}`,
              borderRadius: radius.md,
              padding: `${space(3)} ${space(4)}`,
              cursor: 'pointer',
              display: 'grid',
              gap: space(0.5),
              '&:hover': { borderColor: colors.accent, background: colors.surfaceAlt },
              ...focusRing,
            }}
          >
            <span css={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{broadcaster.displayName}</span>
            <span css={{ color: colors.muted, fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
              {broadcaster.location ? `${broadcaster.location} · ` : ''}
              {broadcaster.broadcasterID}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
