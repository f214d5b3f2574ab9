/**
 * The remote kit's colours: the shell's page palette (CSS variables in shell/public/index.html, light by default and
 * dark under <html data-color-mode="dark">), each with its light value as fallback for a remote run on its own.
 * The same variables feed mf-public's design tokens, so the simple remotes' pages match the public pages.
 */
export const pageColors = {
  text: 'var(--page-text, #1d2433)',
  textSoft: 'var(--page-text-soft, #3b4456)',
  muted: 'var(--page-muted, #5b6475)',
  /** cards and menus laid on the page */
  surface: 'var(--page-surface, #ffffff)',
  surfaceAlt: 'var(--page-surface-alt, #eef1f6)',
  border: 'var(--page-border, #e1e5eb)',
  /** a quiet tint of the accent that carries accent text (the current item of a menu) */
  accentSurface: 'var(--page-accent-surface, #dbe7f6)',
  shadowRaised: 'var(--page-shadow-raised, 0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06))',
  /** in dark mode the accent is light: text on it is accentText */
  accent: 'var(--page-accent, #1f4e8c)',
  accentHover: 'var(--page-accent-hover, #12263f)',
  accentText: 'var(--page-accent-text, #ffffff)',
  danger: 'var(--page-danger, #b42318)',
  dangerSurface: 'var(--page-danger-surface, #fef3f2)',
  dangerBorder: 'var(--page-danger-border, #fecdca)',
  focus: 'var(--page-focus, #e0a526)',
} as const;

/** A wall display (a screen in a church hall) is dark in both color modes, as a TV picture is. */
export const displayColors = {
  background: '#0b1320',
  text: '#e8edf5',
  muted: '#b9c3d3',
  accent: '#8ab4f8',
  accentHover: 'rgba(138, 180, 248, 0.12)',
} as const;
