// Which broadcaster a user last worked on in the dashboard, per user and per browser (localStorage).

export function currentBroadcasterKey(userID: number | string): string {
  return `dashboard-broadcaster:${userID}`;
}

export function readCurrentBroadcaster(userID: number | string): string | null {
  try {
    return window.localStorage.getItem(currentBroadcasterKey(userID));
  } catch {
    // storage blocked (privacy mode): the user then picks each time
    return null;
  }
}

export function writeCurrentBroadcaster(userID: number | string, broadcasterID: string): void {
  try {
    window.localStorage.setItem(currentBroadcasterKey(userID), broadcasterID);
  } catch {
    // nothing to do: the choice only lasts for this page then
  }
}

export function clearCurrentBroadcaster(userID: number | string): void {
  try {
    window.localStorage.removeItem(currentBroadcasterKey(userID));
  } catch {
    // see above
  }
}
