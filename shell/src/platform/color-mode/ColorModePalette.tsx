import { Global } from '@emotion/react';
import { COLOR_MODE_ATTRIBUTE } from './color-mode';

/**
 * The shell chrome's palette as CSS variables, light by default and dark under <html data-color-mode="dark">.
 * shellTheme refers to these variables, so the chrome follows the mode without re-rendering. Remotes may read
 * the same variables (and the attribute) to follow the mode too.
 */
export function ColorModePalette() {
  return (
    <Global
      styles={{
        ':root': {
          '--shell-navy': '#12263f',
          '--shell-navy-light': '#1d3a5f',
          '--shell-surface': '#ffffff',
          '--shell-surface-text': '#1d2433',
          '--shell-surface-muted': '#5b6475',
          '--shell-surface-border': '#e1e5eb',
          '--shell-surface-hover': '#eef1f6',
          '--shell-danger': '#b3261e',
          '--shell-danger-bg': '#fdecea',
          '--shell-warning': '#8a5a00',
          '--shell-warning-bg': '#fff4d6',
        },
        [`:root[${COLOR_MODE_ATTRIBUTE}='dark']`]: {
          '--shell-navy': '#0b1728',
          '--shell-navy-light': '#1a2d47',
          '--shell-surface': '#1c2433',
          '--shell-surface-text': '#e6eaf0',
          '--shell-surface-muted': '#a6b0c0',
          '--shell-surface-border': '#34405a',
          '--shell-surface-hover': '#26324a',
          '--shell-danger': '#f2b8b5',
          '--shell-danger-bg': '#3b1a19',
          '--shell-warning': '#ffd98a',
          '--shell-warning-bg': '#3a2c05',
        },
      }}
    />
  );
}
