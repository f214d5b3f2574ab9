// The pictograms drawn over pictures (preview tile, sermon cards): inline SVG, no icon font to load.
import { SvgIcon } from '@sermon/shared-contracts/mf/SvgIcon';

const PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  muted: 'M4 9v6h4l5 4V5L8 9H4zm12.6 0L15.2 10.4 16.8 12l-1.6 1.6 1.4 1.4 1.6-1.6 1.6 1.6 1.4-1.4-1.6-1.6 1.6-1.6-1.4-1.4-1.6 1.6L16.6 9z',
  sound: 'M4 9v6h4l5 4V5L8 9H4zm11.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM13 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  popout: 'M14 4h6v6h-2V7.4l-7.3 7.3-1.4-1.4L16.6 6H14V4zM5 6h6v2H6v10h10v-5h2v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z',
} as const;

export type MediaIconName = keyof typeof PATHS;

export function MediaIcon({ name, size = 20 }: { name: MediaIconName; size?: number }) {
  return <SvgIcon path={PATHS[name]} size={size} />;
}
