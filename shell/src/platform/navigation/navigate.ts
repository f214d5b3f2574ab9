/** Navigation between pages of any remote without a page load (single-spa mounts the page's remote). */
import { navigateToUrl } from 'single-spa';
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { splitLocalePath } from '@sermon/shared-contracts/i18n/locales';

/**
 * In-app navigation when possible. Another origin, or another locale (every remote takes its locale at mount),
 * needs a real page load.
 */
export function navigate(url: string): void {
  const target = new URL(url, window.location.href);
  const sameOrigin = target.origin === window.location.origin;
  const sameLocale = splitLocalePath(target.pathname).locale === splitLocalePath(window.location.pathname).locale;
  if (sameOrigin && sameLocale) navigateToUrl(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
}

/** Click handler for links: a plain left click navigates in-app; modified clicks open tabs as usual. */
export function handleLinkClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
  currentTarget: { getAttribute: (name: string) => string | null };
}): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = event.currentTarget.getAttribute('href');
  if (!href || event.currentTarget.getAttribute('target') === '_blank') return;
  event.preventDefault();
  navigate(href);
}

/** Remotes ask the shell to navigate across remotes with the 'shell:navigate' event. */
export function listenForNavigationRequests(): () => void {
  return onPlatformEvent('shell:navigate', ({ url }) => navigate(url));
}
