import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { emitPlatformEvent } from '../events/platform-events';
import { localizePath } from '../i18n/locales';
import { useRemoteProps } from './remote-props';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** locale-free path, e.g. '/dashboard-beta' (build it with urlFor from the route table) */
  to: string;
};

/**
 * A link to a page another remote may own. react-router's Link only knows this remote's routes, so the
 * shell navigates (single-spa mounts the owner) while the href keeps open-in-new-tab working.
 */
export function PlatformLink({ to, onClick, children, ...rest }: Props) {
  const { locale } = useRemoteProps();
  const href = localizePath(to, locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target === '_blank') return;
    event.preventDefault();
    emitPlatformEvent('shell:navigate', { url: href });
  };
  return (
    <a {...rest} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
