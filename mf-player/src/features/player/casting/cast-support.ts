/**
 * What the browser and the deployment allow, asked before any cast code is downloaded: the adapters (and Google's
 * Cast SDK behind the Chromecast one) load only where they can work, so embeds, Firefox and deployments with
 * Chromecast off never fetch them.
 */

/** Chrome, Edge and other Chromium browsers define window.chrome; only they can cast with Google's SDK. */
export function canUseCastSdk(w: Window = window): boolean {
  const chrome = (w as unknown as { chrome?: unknown }).chrome;
  return typeof chrome === 'object' && chrome !== null;
}

/** Safari (macOS, iOS) announces AirPlay devices through these events; no other browser defines them. */
export function supportsAirPlay(w: Window = window): boolean {
  return 'WebKitPlaybackTargetAvailabilityEvent' in w;
}

/** Deployments switch Chromecast off with `"chromecast": false` in /app-config.json (the CHROMECAST setting). */
export async function castAllowedByAppConfig(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/app-config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return true;
    const config = (await response.json()) as { chromecast?: unknown } | null;
    return config?.chromecast !== false;
  } catch {
    // The shell could read the config or it would not have mounted us: a failure now is passing trouble.
    return true;
  }
}
