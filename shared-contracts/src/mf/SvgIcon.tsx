// One path on a 24×24 grid as an inline SVG. Each remote keeps its own table of paths (its pictograms, and only
// those in its bundle) and draws them with this, so no icon font is downloaded.

export interface SvgIconProps {
  /** path data on the 24×24 viewBox */
  path: string;
  size?: number;
  className?: string;
}

/** Decorative: the control around it carries the accessible name. */
export function SvgIcon({ path, size = 24, className }: SvgIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={path} />
    </svg>
  );
}
