// GET site/users/broadcasters?linkedOnly=true: the broadcasters the user holds a role for (the picker and the
// dashboard's broadcaster choice), by name. Without linkedOnly the same path lists followed broadcasters
// (users/followed-lists.ts), which is why the users routes hand this case over here.
import type { FastifyRequest } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { AppContext } from '../../app-context';
import { broadcasterRoles, broadcasters } from '../../db/schema';
import { nextPageLink, nodeList } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { booleanParam, intParam, parseQuery } from '../../http/query-params';
import { presentBroadcaster } from '../broadcasters/present-broadcaster';
import { broadcasterSermonCounts } from '../broadcasters/repo';
import { nowSeconds } from '../sermons/visibility';
import { z } from 'zod';

const linkedQuery = z.object({
  linkedOnly: booleanParam,
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
});

/** Whether a site/users/broadcasters request asks for the linked list (linkedOnly=true|True|1). */
export function wantsLinkedOnly(query: unknown): boolean {
  const raw = (query as Record<string, unknown> | undefined)?.linkedOnly;
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export async function linkedBroadcasters(ctx: AppContext, request: FastifyRequest, userId: number): Promise<NodeList<Broadcaster>> {
  const query = parseQuery(linkedQuery, request.query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 100;
  const linked = sql`${broadcasters.id} in (select ${broadcasterRoles.broadcasterId} from ${broadcasterRoles} where ${broadcasterRoles.userId} = ${userId})`;
  const rows = await ctx.db
    .select()
    .from(broadcasters)
    .where(linked)
    .orderBy(asc(sql`lower(${broadcasters.displayName})`), asc(broadcasters.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(broadcasters).where(linked);
  const total = count?.n ?? 0;
  const counts = await broadcasterSermonCounts(ctx.db, rows.map((row) => row.id), nowSeconds());
  const url = urlBuilderFor(request, ctx.config.publicBaseUrl);
  const results = rows.map((row) => presentBroadcaster(row, counts.get(row.id) ?? 0, url));
  return nodeList('broadcasters_list', 'Broadcasters', results, total, nextPageLink(request, page, pageSize, total));
}
