import { LOCALES } from '@sermon/shared-contracts/i18n/locales';
import { safeNextPath } from '@sermon/shared-contracts/rules/roles';

/**
 * The switch page's address: `/dashboard-beta/switch?broadcasterID=x&next=/dashboard-beta/sermons` (spec doc 1 §2).
 * The broadcaster picker and the Incorrect Broadcaster prompt choose a broadcaster by opening it.
 */
export function switchPath(broadcasterID: string, next?: string | null, prefix: '/dashboard-beta' | '/dashboard' = '/dashboard-beta'): string {
  const query = new URLSearchParams({ broadcasterID });
  if (next) query.set('next', next);
  return `${prefix}/switch?${query.toString()}`;
}

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.filter((locale) => locale !== 'en').join('|')})(?=/|$)`);

/**
 * Where the switch page goes afterwards: a same-site `next` without its locale prefix (the router's basename adds
 * the current one), else the dashboard overview.
 */
export function switchDestination(next: string | null, prefix: '/dashboard-beta' | '/dashboard'): string {
  const safe = safeNextPath(next);
  if (!safe) return prefix;
  return safe.replace(LOCALE_PREFIX, '') || prefix;
}
