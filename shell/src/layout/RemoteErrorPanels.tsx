import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { RegisteredRemote } from '../registry/register-remote-apps';
import { isRemoteActiveAt } from '../registry/remote-activity';
import type { RemoteErrorStore } from '../registry/remote-error-store';
import { errorPanelHost, removeErrorPanelHost } from '../registry/remote-outlet';
import { RemoteErrorPanel } from './RemoteErrorPanel';

/** An error panel inside the section of each failed remote that the current page would show. */
export function RemoteErrorPanels({
  errors,
  remotes,
  pathname,
}: {
  errors: RemoteErrorStore;
  remotes: readonly RegisteredRemote[];
  pathname: string;
}) {
  const failures = useSyncExternalStore(errors.subscribe, errors.getFailures);
  const visible = remotes.filter((r) => failures.has(r.entry.name) && isRemoteActiveAt(r.entry.routes, pathname));
  const visibleKey = visible.map((r) => r.entry.name).join(',');

  useEffect(() => {
    const shown = new Set(visibleKey.split(','));
    for (const remote of remotes) if (!shown.has(remote.entry.name)) removeErrorPanelHost(remote.entry.name);
  }, [remotes, visibleKey]);

  return (
    <>
      {visible.map((remote) => {
        const host = errorPanelHost(remote.entry.name);
        const failure = failures.get(remote.entry.name);
        if (!host || !failure) return null;
        return createPortal(<RemoteErrorPanel name={remote.entry.name} failure={failure} />, host, remote.entry.name);
      })}
    </>
  );
}
