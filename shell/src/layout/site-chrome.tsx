/**
 * The site's chrome (header with navigation, locale switcher and account menu; footer) as a chunk of its own, loaded
 * only where a layout shows it: an embed inside somebody else's page never downloads it. `preloadSiteChrome` lets
 * the bootstrap start the download together with the catalog and the platform config, so chromed pages wait no
 * longer than before (the 60 px header placeholder of index.html holds the place meanwhile).
 */
import { lazy } from 'react';

const load = () => import('./site-chrome-parts');

export function preloadSiteChrome(): void {
  void load().catch(() => {
    // the lazy components below try again when they render, and report it then
  });
}

export const SiteHeader = lazy(() => load().then((m) => ({ default: m.Header })));
export const SiteFooter = lazy(() => load().then((m) => ({ default: m.Footer })));
