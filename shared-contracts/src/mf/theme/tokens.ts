/**
 * Design tokens of the public pages (matched to the shell's navy and gold), so every component draws from one palette.
 * Colours are the shell's page palette (CSS variables in shell/public/index.html, light by default and dark under
 * <html data-color-mode="dark">), so the pages follow the color mode without re-rendering; each fallback is the light
 * value, for a remote run on its own. In dark mode the accent and danger colours are light, so text on them
 * (accentText) is dark: always pair a filled accent or danger background with accentText.
 */
export const colors = {
  /** the page behind everything (the shell paints it on <body>) */
  background: 'var(--page-bg, #f6f7fb)',
  text: 'var(--page-text, #1d2433)',
  /** body copy that is a little quieter than headings */
  textSoft: 'var(--page-text-soft, #3b4456)',
  muted: 'var(--page-muted, #5b6475)',
  faint: 'var(--page-faint, #667085)',
  border: 'var(--page-border, #e1e5eb)',
  surface: 'var(--page-surface, #ffffff)',
  surfaceAlt: 'var(--page-surface-alt, #eef1f6)',
  /** the brand's dark blue: a background for light text in both modes, never a text colour */
  navy: 'var(--page-navy, #12263f)',
  /** the hero's and the placeholder thumbnails' background, carrying inverseText */
  brandGradient: 'var(--page-brand-gradient, linear-gradient(120deg, #12263f 0%, #1d3a5f 55%, #1f4e8c 100%))',
  accent: 'var(--page-accent, #1f4e8c)',
  accentHover: 'var(--page-accent-hover, #12263f)',
  accentText: 'var(--page-accent-text, #ffffff)',
  /** a quiet tint of the accent (initials, badges) that carries accent text */
  accentSurface: 'var(--page-accent-surface, #dbe7f6)',
  danger: 'var(--page-danger, #b42318)',
  dangerSurface: 'var(--page-danger-surface, #fef3f2)',
  dangerBorder: 'var(--page-danger-border, #fecdca)',
  success: 'var(--page-success, #067647)',
  successSurface: 'var(--page-success-surface, #ecfdf3)',
  successBorder: 'var(--page-success-border, #abefc6)',
  focus: 'var(--page-focus, #e0a526)',
  /** the soft ring round a focused form field */
  focusHalo: 'var(--page-focus-halo, rgba(31, 78, 140, 0.18))',
  /** text and lines on the brand gradient and on pictures: white in both modes */
  inverseText: '#ffffff',
  inverseHover: 'rgba(255, 255, 255, 0.15)',
  /** the dark veil under a label laid over a picture (duration badge) */
  mediaScrim: 'rgba(0, 0, 0, 0.72)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const space = (steps: number): string => `${steps * 4}px`;

export const shadow = {
  card: 'var(--page-shadow-card, 0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1))',
  raised: 'var(--page-shadow-raised, 0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06))',
} as const;

export const breakpoints = { sm: '@media (min-width: 600px)', md: '@media (min-width: 900px)' } as const;

/** A visible keyboard focus ring; the mouse does not get one (focus-visible). */
export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const;
