/**
 * Adaptive (HLS) video for browsers without native HLS: hls.js, loaded only when such a stream is about to play, so
 * it is a chunk of its own and never part of the player's first download. Safari (and Chrome where it plays HLS
 * itself) gets the playlist as the element's src instead.
 */
import type HlsType from 'hls.js';
import type { ErrorData, HlsConfig } from 'hls.js';
import type { PlayerQuality } from '@sermon/shared-contracts/rules/player-settings';

export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

type HlsClass = typeof HlsType;

/** The light build: no subtitles, alternate audio or DRM in our streams, so a third less to download. */
export const loadHlsLibrary = (): Promise<HlsClass> =>
  import(/* webpackChunkName: "hls" */ 'hls.js/light').then((module) => (module as unknown as { default: HlsClass }).default);

export function canPlayHlsNatively(media: Pick<HTMLMediaElement, 'canPlayType'>): boolean {
  try {
    return media.canPlayType(HLS_CONTENT_TYPE) !== '';
  } catch {
    return false;
  }
}

export interface HlsAttachment {
  /** low caps the stream at its lowest level; high lets it adapt freely */
  setQuality(quality: PlayerQuality): void;
  destroy(): void;
}

interface AttachOptions {
  quality: PlayerQuality;
  /** an error the stream cannot recover from: the player shows its media error */
  onFatalError: (detail: string) => void;
  load?: () => Promise<HlsClass>;
}

/** hls.js sorts levels by bitrate, lowest first: level 0 is the lowest. */
const LOWEST_LEVEL = 0;
const UNCAPPED = -1;

function describe(data: ErrorData): string {
  return `hls.js ${data.type}: ${data.details}${data.response?.code ? ` (HTTP ${data.response.code})` : ''}`;
}

/**
 * Plays `src` in `media` through hls.js. Returns at once; the library loads in the background. Network and media
 * errors hls.js marks recoverable are left to it (it retries); fatal ones are reported once and end the attachment.
 */
export function attachHls(media: HTMLMediaElement, src: string, options: AttachOptions): HlsAttachment {
  let hls: HlsType | null = null;
  let quality = options.quality;
  let destroyed = false;
  let failed = false;
  const fail = (detail: string) => {
    if (failed || destroyed) return;
    failed = true;
    options.onFatalError(detail);
  };
  const applyQuality = () => {
    if (!hls) return;
    hls.autoLevelCapping = quality === 'low' ? LOWEST_LEVEL : UNCAPPED;
  };

  (options.load ?? loadHlsLibrary)().then(
    (Hls) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        fail('HLS cannot play in this browser (no Media Source Extensions)');
        return;
      }
      const config: Partial<HlsConfig> = {
        // Low quality starts low too, instead of first measuring the bandwidth on the best level.
        startLevel: quality === 'low' ? LOWEST_LEVEL : UNCAPPED,
        // A sermon is long: a generous buffer ahead, not a huge one behind.
        backBufferLength: 60,
      };
      hls = new Hls(config);
      hls.on(Hls.Events.MANIFEST_PARSED, applyQuality);
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) fail(describe(data));
      });
      hls.loadSource(src);
      hls.attachMedia(media);
    },
    (error: unknown) => fail(`hls.js could not be loaded: ${error instanceof Error ? error.message : String(error)}`),
  );

  return {
    setQuality(next) {
      quality = next;
      applyQuality();
    },
    destroy() {
      destroyed = true;
      hls?.destroy();
      hls = null;
    },
  };
}
