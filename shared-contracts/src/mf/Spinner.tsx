// The remote kit's busy indicator: a turning ring whose label only screen readers get. One look for every remote;
// the caller words the label (so it stays in the caller's own catalog) and lays out the box through `css`.
import { keyframes } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { pageColors } from './page-colors';
import { visuallyHidden } from './visually-hidden';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** large: a page or section loading; small: inline, beside a control. */
const RINGS = {
  large: { diameter: 28, stroke: 3 },
  small: { diameter: 18, stroke: 2 },
} as const;

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** what is loading, for screen readers */
  label: ReactNode;
  size?: keyof typeof RINGS;
}

export function Spinner({ label, size = 'large', ...rest }: SpinnerProps) {
  const ring = RINGS[size];
  return (
    <span role="status" {...rest} css={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <span
        aria-hidden="true"
        css={{
          width: ring.diameter,
          height: ring.diameter,
          borderRadius: '50%',
          border: `${ring.stroke}px solid ${pageColors.border}`,
          borderTopColor: pageColors.accent,
          animation: `${spin} 0.8s linear infinite`,
          // slower, not stopped: the listener must still see that something is happening
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
      <span css={visuallyHidden}>{label}</span>
    </span>
  );
}
