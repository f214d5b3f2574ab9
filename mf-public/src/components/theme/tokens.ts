/** Design tokens of the public pages, so every component draws from the same palette and scale. */
export const colors = {
  text: '#1c2430',
  muted: '#5b6675',
  faint: '#8a94a3',
  border: '#e1e5eb',
  surface: '#ffffff',
  surfaceAlt: '#f5f7fa',
  accent: '#1f5fae',
  accentHover: '#174a89',
  accentText: '#ffffff',
  danger: '#b42318',
  dangerSurface: '#fef3f2',
  success: '#067647',
  focus: '#f5b400',
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
