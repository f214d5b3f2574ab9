// Colours and focus ring of this remote's UI, in one place so the bar and the embed look alike.
import { css } from '@emotion/react';
import { visuallyHidden as kitVisuallyHidden } from '@sermon/shared-contracts/mf/visually-hidden';

/**
 * The player is a dark surface in both color modes. Its colours are the shell's --player-* variables (shell/public/
 * index.html), which lift the bar a little off the page in dark mode; each fallback is the light-mode value, for the
 * player run on its own.
 */
export const playerColors = {
  background: 'var(--player-bg, #17202e)',
  surface: 'var(--player-surface, #223047)',
  text: 'var(--player-text, #f5f7fa)',
  /** the primary (light) button's hover, a step brighter than text */
  textHover: 'var(--player-text-hover, #ffffff)',
  muted: 'var(--player-muted, #b3bfcf)',
  accent: 'var(--player-accent, #5aa9ff)',
  /** text on an accent background */
  accentText: 'var(--player-accent-text, #0b1524)',
  /** a plain button's hover wash */
  hover: 'var(--player-hover, rgba(255, 255, 255, 0.12))',
  track: 'var(--player-track, rgba(255, 255, 255, 0.22))',
  buffered: 'var(--player-buffered, rgba(255, 255, 255, 0.45))',
  error: 'var(--player-error, #ffb4a8)',
  /** behind a video's letterbox: black, as every video player, in both modes */
  media: '#000000',
} as const;

/** Visible keyboard focus on the dark player surface. */
export const focusRing = css({
  '&:focus-visible': { outline: `2px solid ${playerColors.accent}`, outlineOffset: 2 },
});

/** Text for screen readers only (the remote kit's definition, as a class). */
export const visuallyHidden = css(kitVisuallyHidden);
