/**
 * The shell chrome's colours and sizes (remotes style themselves). Colours that change with the color mode are
 * CSS variables (ColorModePalette defines both palettes of the chrome, shell/public/index.html the page's); the
 * fallbacks are the light values.
 */
export const shellTheme = {
  navy: 'var(--shell-navy, #12263f)',
  navyLight: 'var(--shell-navy-light, #1d3a5f)',
  /** menus, toasts, panels: boxes that carry their own background */
  surface: 'var(--shell-surface, #ffffff)',
  surfaceText: 'var(--shell-surface-text, #1d2433)',
  surfaceMuted: 'var(--shell-surface-muted, #5b6475)',
  surfaceBorder: 'var(--shell-surface-border, #e1e5eb)',
  surfaceHover: 'var(--shell-surface-hover, #eef1f6)',
  accent: '#e0a526',
  /** the page itself (what the shell renders in the content column, e.g. the error page): the page palette of
   * shell/public/index.html, shared with the remotes */
  text: 'var(--page-text, #1d2433)',
  muted: 'var(--page-muted, #5b6475)',
  page: 'var(--page-bg, #f6f7fb)',
  /** a filled button on the page, as the remotes draw it (light in dark mode, so its text turns dark) */
  pageAccent: 'var(--page-accent, #1f4e8c)',
  pageAccentHover: 'var(--page-accent-hover, #12263f)',
  pageAccentText: 'var(--page-accent-text, #ffffff)',
  white: '#ffffff',
  danger: 'var(--shell-danger, #b3261e)',
  dangerBg: 'var(--shell-danger-bg, #fdecea)',
  success: '#1e7b34',
  info: '#1f4e8c',
  warning: 'var(--shell-warning, #8a5a00)',
  warningBg: 'var(--shell-warning-bg, #fff4d6)',
  contentWidth: 1200,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Khmer', 'Noto Sans Tamil', 'Noto Sans Telugu', sans-serif",
} as const;

/** Phones: the header folds its navigation and language switcher into a menu panel below this width. Styles are
 * written for wider screens first and overridden under this query, so there is no gap between two queries. */
export const PHONE_MEDIA = '@media (max-width: 640px)';

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
