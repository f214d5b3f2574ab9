// Loads GET private_data of the current broadcaster for the settings pages; `reload` after a save elsewhere.
import { useCallback, useEffect, useState } from 'react';
import { getBroadcasterSettings } from '@sermon/shared-contracts/api/get-broadcaster-settings';
import type { BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';

export type SettingsLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: BroadcasterSettings };

export function useBroadcasterSettings(): SettingsLoad & { reload(): void } {
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const [load, setLoad] = useState<SettingsLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getBroadcasterSettings(client, broadcasterID, { signal: controller.signal }).then(
      (settings) => setLoad({ state: 'ready', settings }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [client, broadcasterID, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...load, reload };
}
