// Server-side redirects (spec doc 2 "Redirect rules") for page requests that would otherwise get the SPA shell.
// Registered before webRoutes; runs as a root onRequest hook on requests no route matched (request.is404), so API,
// media and frontend-file routes never see it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import { isLocale, localizePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import type { AppContext } from '../../app-context';
import { sermons, speakers } from '../../db/schema';
import { nowSeconds } from '../sermons/visibility';
import { matchRedirect, type RedirectAction } from './redirect-rules';
import { ensureSignupCoupon } from './signup-coupon';

/** Paths that belong to the server, never to the SPA (same list as web/routes.ts). */
const SERVER_PREFIXES = ['/v2', '/media', '/mf', '/deploy', '/graphql', '/oembed'];

/** '/DE/Login' → { locale: 'de', path: '/Login' }: the locale prefix matches without case too. */
function splitLocale(pathname: string): { locale: LocaleCode; path: string } {
  const match = /^\/([a-zA-Z]{2})(\/.*)?$/.exec(pathname);
  const locale = match?.[1]?.toLowerCase();
  if (match && locale !== 'en' && isLocale(locale)) return { locale, path: match[2] ?? '/' };
  return { locale: 'en', path: pathname || '/' };
}

async function resolve(ctx: AppContext, action: RedirectAction): Promise<{ to: string; status: 301 | 302 } | undefined> {
  switch (action.kind) {
    case 'static':
      return { to: action.to, status: action.status };
    case 'sermon': {
      const [row] = await ctx.db.select({ id: sermons.id }).from(sermons).where(and(eq(sermons.id, action.sermonID), lte(sermons.publishTimestamp, nowSeconds()))).limit(1);
      return row ? { to: `/sermons/${row.id}`, status: 301 } : undefined;
    }
    case 'signup-coupon': {
      const code = await ensureSignupCoupon(ctx.db, action.segment);
      // A segment that cannot be a coupon code still lands on the sign-up page, just without a coupon.
      return { to: code ? `/broadcaster/sign-up?coupon=${encodeURIComponent(code)}` : '/broadcaster/sign-up', status: 302 };
    }
    case 'speaker-name': {
      // lower() on both sides so the comparison uses speakers_display_name_lower_idx and agrees with the database's case rules
      const [row] = await ctx.db.select({ id: speakers.id }).from(speakers).where(sql`lower(${speakers.displayName}) = lower(${action.name})`).limit(1);
      return row ? { to: `/speakers/${row.id}`, status: 301 } : undefined;
    }
  }
}

export async function redirectRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const [pathname = '/', query] = splitOnce(request.url, '?');
    const lower = pathname.toLowerCase();
    if (SERVER_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))) return;
    const { locale, path } = splitLocale(pathname);
    const action = matchRedirect(path);
    if (!action) return;
    const target = await resolve(ctx, action);
    if (!target) return;
    let location = localizePath(target.to, locale);
    if (query) location += `${location.includes('?') ? '&' : '?'}${query}`;
    return reply.redirect(location, target.status);
  });
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index < 0 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}

// The hook must cover the not-found handler webRoutes sets at the root, so this plugin is not encapsulated.
(redirectRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
