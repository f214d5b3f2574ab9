// The embeds' own few icons (paths after Material Icons, Apache-2.0), beside the player's shared set.
import { SvgIcon } from '@sermon/shared-contracts/mf/SvgIcon';

const PATHS = {
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z',
  openInNew:
    'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z',
  copy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12V1zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2zm0 16H8V7h11v14z',
  info: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  nowPlaying: 'M10 20h4V4h-4v16zm-6 0h4v-8H4v8zM16 9v11h4V9h-4z',
  live: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-7.07-.93 1.41 1.41A5.96 5.96 0 0 0 5 12c0 1.38.47 2.65 1.26 3.66l-1.42 1.42A7.95 7.95 0 0 1 3 12c0-1.86.64-3.57 1.93-4.93zm14.14 0A7.95 7.95 0 0 1 21 12a7.95 7.95 0 0 1-1.84 5.08l-1.42-1.42A5.96 5.96 0 0 0 19 12c0-1.32-.43-2.55-1.16-3.52l1.23-1.41z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
} as const;

export type EmbedIconName = keyof typeof PATHS;

export function EmbedIcon({ name, size = 20 }: { name: EmbedIconName; size?: number }) {
  return <SvgIcon path={PATHS[name]} size={size} css={{ flex: 'none', display: 'block' }} />;
}
