// Comment use cases: a sermon's comments, posting, deleting (author, site admin or the broadcaster's admin),
// the user's own comments and the site-wide recent list.
import { BROADCASTER_ROLES, COMMENT_PAGE_SIZE, USER_LIST_PAGE_SIZE, type CommentSort } from '@sermon/shared-contracts/constants/accounts';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { canActForBroadcaster } from '@sermon/shared-contracts/rules/roles';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/api-errors';
import { nodeList } from '../../http/node-list';
import type { UrlBuilder } from '../../http/public-url';
import { forbidden } from '../auth/access-tokens';
import type { SignedInCaller } from '../auth/request-auth';
import { findSermon } from '../sermons/repo';
import { presentSermonsByIds } from '../sermons/service';
import { nowSeconds } from '../sermons/visibility';
import { presentComment } from './present-comment';
import {
  commentsOfSermon,
  commentsOfUser,
  deleteComment,
  findCommentForDelete,
  insertComment,
  recentComments,
  type CommentPage,
} from './repo';

export const COMMENT_NOT_FOUND = 'Comment not found';

type NextLink = (page: number, pageSize: number, total: number) => string | null;

export interface Paging {
  page?: number;
  pageSize?: number;
}

async function requirePublishedSermon(db: Db, sermonID: string): Promise<string> {
  const row = /^\d{1,30}$/.test(sermonID) ? await findSermon(db, sermonID, nowSeconds(), false) : undefined;
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
  return row.sermon.id;
}

/** Comments with their (lite) sermons, for the lists that mix sermons. */
async function withSermons(db: Db, { rows, total }: CommentPage, url: UrlBuilder): Promise<{ results: Comment[]; total: number }> {
  const sermons = await presentSermonsByIds(db, rows.map((r) => r.sermonId), { lite: true, liteBroadcaster: true }, url);
  return { results: rows.flatMap((row) => { const sermon = sermons.get(row.sermonId); return sermon ? [presentComment(row, url, sermon)] : []; }), total };
}

export async function sermonComments(
  db: Db,
  sermonID: string,
  query: Paging & { sortBy: CommentSort; randomSeed?: string },
  url: UrlBuilder,
  nextLink: NextLink,
): Promise<NodeList<Comment>> {
  const id = await requirePublishedSermon(db, sermonID);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? COMMENT_PAGE_SIZE;
  const seed = query.randomSeed ?? new Date().toISOString().slice(0, 10);
  const { rows, total } = await commentsOfSermon(db, id, query.sortBy, seed, page, pageSize);
  return nodeList('sermon_comments_list', 'Comments', rows.map((row) => presentComment(row, url)), total, nextLink(page, pageSize, total));
}

export async function postComment(db: Db, caller: SignedInCaller, sermonID: string, text: string, url: UrlBuilder): Promise<Comment> {
  const id = await requirePublishedSermon(db, sermonID);
  return presentComment(await insertComment(db, caller.id, id, text, nowSeconds()), url);
}

export async function removeComment(db: Db, caller: SignedInCaller, commentID: string): Promise<void> {
  const id = /^\d{1,10}$/.test(commentID) && Number(commentID) <= 2_147_483_647 ? Number(commentID) : null;
  const comment = id === null ? undefined : await findCommentForDelete(db, id);
  if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
  const allowed = comment.userId === caller.id || canActForBroadcaster(caller, comment.broadcasterId, BROADCASTER_ROLES.Admin);
  if (!allowed) throw forbidden();
  await deleteComment(db, comment.id);
}

export async function userComments(db: Db, userId: number, paging: Paging, url: UrlBuilder, nextLink: NextLink): Promise<NodeList<Comment>> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? USER_LIST_PAGE_SIZE;
  const { results, total } = await withSermons(db, await commentsOfUser(db, userId, nowSeconds(), page, pageSize), url);
  return nodeList('user_comments_list', 'Comments', results, total, nextLink(page, pageSize, total));
}

export async function legacyComments(
  db: Db,
  query: Paging & { sermonID?: string; broadcasterID?: string },
  url: UrlBuilder,
  nextLink: NextLink,
): Promise<NodeList<Comment>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? COMMENT_PAGE_SIZE;
  const found = await recentComments(db, { sermonId: query.sermonID, broadcasterId: query.broadcasterID }, nowSeconds(), page, pageSize);
  const { results, total } = await withSermons(db, found, url);
  return nodeList('comments_list', 'Comments', results, total, nextLink(page, pageSize, total));
}
