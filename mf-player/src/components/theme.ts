// Colours and focus ring of this remote's UI, in one place so the bar and the embed look alike.
import { css } from '@emotion/react';

export const playerColors = {
  background: '#17202e',
  surface: '#223047',
  text: '#f5f7fa',
  muted: '#b3bfcf',
  accent: '#5aa9ff',
  track: 'rgba(255, 255, 255, 0.22)',
  buffered: 'rgba(255, 255, 255, 0.45)',
  error: '#ffb4a8',
} as const;

/** Visible keyboard focus on the dark player surface. */
export const focusRing = css({
  '&:focus-visible': { outline: `2px solid ${playerColors.accent}`, outlineOffset: 2 },
});

/** Text for screen readers only. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
