// Notices a broadcaster sends to its followers: list (pageSize 10), send (only with an explicit confirmation, since
// a sent notice reaches every follower's feed at once and cannot be recalled from their screens), delete.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { BroadcasterNotice } from '@sermon/shared-contracts/entities/notice';
import type { AppContext } from '../../app-context';
import { broadcasterNotices } from '../../db/schema';
import { HttpError, NotFoundError } from '../../http/api-errors';
import { acceptFormFields, fieldsOf, readBoolean, readText } from '../../http/body-fields';
import { nextPageLink, nodeList } from '../../http/node-list';
import { pagingShape, parseQuery } from '../../http/query-params';
import { FieldProblems } from '../accounts/request-body';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';

const BODY_LIMIT = 64 * 1024;
export const NOTICE_NOT_FOUND = 'Notice not found';
export const CONFIRMATION_REQUIRED_TEXT = 'Notices are sent only with confirmation: send again with confirm set to true.';
export const CONFIRMATION_REQUIRED_CODE = 'CONFIRMATION_REQUIRED';

export type NoticeRow = typeof broadcasterNotices.$inferSelect;

export function presentNotice(row: NoticeRow, broadcasterName: string): BroadcasterNotice {
  return {
    type: 'broadcaster_notice',
    noticeID: row.id,
    broadcasterID: row.broadcasterId,
    broadcasterName,
    title: row.title,
    text: row.text,
    timestamp: row.createdAt,
  };
}

const listQuery = z.object({ ...pagingShape });

export async function noticeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormFields(app, BODY_LIMIT);
  const options = { bodyLimit: BODY_LIMIT };
  const { db } = ctx;

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/notices', async (request) => {
    const { broadcaster } = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, null);
    const query = parseQuery(listQuery, request.query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZES.notices;
    const where = eq(broadcasterNotices.broadcasterId, broadcaster.id);
    const rows = await db
      .select()
      .from(broadcasterNotices)
      .where(where)
      .orderBy(desc(broadcasterNotices.createdAt), desc(broadcasterNotices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(broadcasterNotices).where(where);
    const totalCount = total?.n ?? 0;
    return nodeList(
      'broadcaster_notices',
      'Notices',
      rows.map((row) => presentNotice(row, broadcaster.displayName)),
      totalCount,
      nextPageLink(request, page, pageSize, totalCount),
    );
  });

  app.post<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/notices', options, async (request, reply) => {
    const { broadcaster, caller } = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Uploader);
    const fields = fieldsOf(request.body, request.query);
    const problems = new FieldProblems();
    const title = readText(fields, 'title', problems, { max: CONTENT_LIMITS.noticeTitle, required: true });
    const text = readText(fields, 'text', problems, { max: CONTENT_LIMITS.noticeText, required: true });
    const confirm = readBoolean(fields, 'confirm', problems);
    problems.throwIfAny();
    if (confirm !== true) {
      throw new HttpError(400, CONFIRMATION_REQUIRED_TEXT, CONFIRMATION_REQUIRED_CODE, { confirm: CONFIRMATION_REQUIRED_TEXT });
    }
    const [row] = await db
      .insert(broadcasterNotices)
      .values({ broadcasterId: broadcaster.id, title: title!, text: text!, sentByUserId: caller.id, createdAt: nowSeconds() })
      .returning();
    return reply.code(201).send(presentNotice(row!, broadcaster.displayName));
  });

  app.delete<{ Params: { broadcasterID: string; noticeID: string } }>(
    '/v2/node/broadcasters/:broadcasterID/notices/:noticeID',
    async (request, reply) => {
      const { broadcaster } = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Uploader);
      const id = request.params.noticeID;
      if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(NOTICE_NOT_FOUND);
      const deleted = await db
        .delete(broadcasterNotices)
        .where(and(eq(broadcasterNotices.id, Number(id)), eq(broadcasterNotices.broadcasterId, broadcaster.id)))
        .returning({ id: broadcasterNotices.id });
      if (deleted.length === 0) throw new NotFoundError(NOTICE_NOT_FOUND);
      return reply.code(204).send();
    },
  );
}
