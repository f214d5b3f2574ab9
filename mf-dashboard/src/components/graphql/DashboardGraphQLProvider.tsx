import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { createGraphQLClient } from './create-graphql-client';

// One client per session and API base, so its cache outlives page changes but never crosses a sign-out.
const clients = new WeakMap<PlatformSession, Map<string, ReturnType<typeof createGraphQLClient>>>();

function clientFor(session: PlatformSession, apiBase: string) {
  let byBase = clients.get(session);
  if (!byBase) {
    byBase = new Map();
    clients.set(session, byBase);
  }
  let client = byBase.get(apiBase);
  if (!client) {
    client = createGraphQLClient({ apiBase, auth: session });
    byBase.set(apiBase, client);
  }
  return client;
}

/** urql for the pages below it (the overview); the bearer token comes from the session the shell passed in. */
export function DashboardGraphQLProvider({ children }: { children: ReactNode }) {
  const { apiBase, session } = useRemoteProps();
  const client = useMemo(() => clientFor(session, apiBase), [session, apiBase]);
  return <Provider value={client}>{children}</Provider>;
}
