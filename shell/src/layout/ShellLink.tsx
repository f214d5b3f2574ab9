import type { AnchorHTMLAttributes } from 'react';
import { handleLinkClick } from '../platform/navigation/navigate';

/** A link of the shell chrome: in-app navigation through single-spa, no page load. */
export function ShellLink({ onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        handleLinkClick(event);
      }}
    />
  );
}
