/** The shell chrome's colours and sizes (remotes style themselves). */
export const shellTheme = {
  navy: '#12263f',
  navyLight: '#1d3a5f',
  accent: '#e0a526',
  text: '#1d2433',
  muted: '#5b6475',
  page: '#f6f7fb',
  white: '#ffffff',
  danger: '#b3261e',
  dangerBg: '#fdecea',
  success: '#1e7b34',
  info: '#1f4e8c',
  warning: '#8a5a00',
  warningBg: '#fff4d6',
  contentWidth: 1200,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Khmer', 'Noto Sans Tamil', 'Noto Sans Telugu', sans-serif",
} as const;

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
