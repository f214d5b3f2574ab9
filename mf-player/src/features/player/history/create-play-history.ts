// The player's history calls, with the signed-in session's token; the exit save is a keepalive request.
import { pathSegment, type ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { getHistoryEntry } from '@sermon/shared-contracts/api/get-history-entry';
import { savePlayPosition } from '@sermon/shared-contracts/api/save-play-position';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import type { PlayHistory } from './play-history';

export function createPlayHistory(client: ApiClient, session: Pick<PlatformSession, 'accessToken'>, apiKey: string): PlayHistory {
  // pagehide leaves no time to refresh a token: the exit save uses the one the last save was sent with.
  let lastToken: string | null = null;
  const rememberToken = () =>
    session.accessToken().then(
      (token) => {
        lastToken = token;
        return token;
      },
      () => null,
    );
  void rememberToken();

  const sendOnExit = (sermonID: string, position: number, token: string) => {
    const url = client.url(`site/history/sermons/${pathSegment(sermonID)}`, { noCache: true });
    globalThis
      .fetch(url, {
        method: 'POST',
        // keepalive lets the request finish after the page is gone (as sendBeacon would, but with headers)
        keepalive: true,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-API-Key': apiKey,
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ play_position: position }),
      })
      .catch(() => {});
  };

  return {
    find: (sermonID, signal) => getHistoryEntry(client, sermonID, { signal }),
    save: async (sermonID, position) => {
      await savePlayPosition(client, sermonID, position);
      void rememberToken();
    },
    saveOnExit: (sermonID, position) => {
      if (lastToken) sendOnExit(sermonID, position, lastToken);
      else void rememberToken().then((token) => token && sendOnExit(sermonID, position, token));
    },
  };
}
