/** Design tokens of the public pages (matched to the shell's navy and gold), so every component draws from one palette. */
export const colors = {
  text: '#1d2433',
  muted: '#5b6475',
  faint: '#8a94a3',
  border: '#e1e5eb',
  surface: '#ffffff',
  surfaceAlt: '#eef1f6',
  navy: '#12263f',
  accent: '#1f4e8c',
  accentHover: '#12263f',
  accentText: '#ffffff',
  danger: '#b42318',
  dangerSurface: '#fef3f2',
  success: '#067647',
  focus: '#e0a526',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const space = (steps: number): string => `${steps * 4}px`;

export const shadow = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  raised: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
} as const;

export const breakpoints = { sm: '@media (min-width: 600px)', md: '@media (min-width: 900px)' } as const;

/** A visible keyboard focus ring; the mouse does not get one (focus-visible). */
export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const;
