// History use cases: save where the user stopped (clamped to the sermon), read one entry or a page of them.
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, BROADCASTER_ROLES, USER_LIST_PAGE_SIZE } from '@sermon/shared-contracts/constants/accounts';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { canActForBroadcaster, type RoleHolder } from '@sermon/shared-contracts/rules/roles';
import type { Db } from '../../db/client';
import { HttpError, NotFoundError } from '../../http/api-errors';
import { nodeList } from '../../http/node-list';
import type { UrlBuilder } from '../../http/public-url';
import { findSermon } from '../sermons/repo';
import { presentSermonsByIds, type SermonShape } from '../sermons/service';
import { nowSeconds } from '../sermons/visibility';
import { findEntry, listEntries, longestDuration, savePosition, type HistoryRow } from './repo';

/** A player may report a little past the end (rounding, a later re-encode); beyond that the value is wrong. */
export const PAST_END_TOLERANCE_SECONDS = 60;
/** Upper bound when the sermon's duration is not known (no media yet). */
export const UNKNOWN_DURATION_LIMIT_SECONDS = 2 * 86_400;

/** History lists show full sermons with lite broadcasters, like the other lists of the library. */
const HISTORY_SHAPE: SermonShape = { lite: false, liteBroadcaster: true };

export function clampPosition(position: number, longest: number | null): number {
  const limit = longest === null ? UNKNOWN_DURATION_LIMIT_SECONDS : longest + PAST_END_TOLERANCE_SECONDS;
  // milliseconds are plenty for resuming
  return Math.round(Math.min(position, limit) * 1000) / 1000;
}

/** Saves the position for a sermon the user may play: a published one, or an unpublished one of their broadcaster. */
export async function recordPosition(db: Db, user: RoleHolder, userId: number, sermonID: string, position: number): Promise<void> {
  const now = nowSeconds();
  const row = /^\d{1,30}$/.test(sermonID) ? await findSermon(db, sermonID, now, true) : undefined;
  const visible =
    row &&
    ((row.sermon.publishTimestamp !== null && row.sermon.publishTimestamp <= now) ||
      canActForBroadcaster(user, row.broadcaster.id, BROADCASTER_ROLES.Uploader));
  if (!row || !visible) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
  await savePosition(db, userId, row.sermon.id, clampPosition(position, await longestDuration(db, row.sermon.id)), now);
}

async function present(db: Db, rows: HistoryRow[], url: UrlBuilder): Promise<HistoryEntry[]> {
  const sermons = await presentSermonsByIds(db, rows.map((r) => r.sermonId), HISTORY_SHAPE, url);
  return rows.flatMap((row) => {
    const sermon = sermons.get(row.sermonId);
    return sermon ? [{ sermonID: row.sermonId, play_position: row.playPosition, updated: row.updatedAt, sermon }] : [];
  });
}

export async function historyEntry(db: Db, userId: number, sermonID: string, url: UrlBuilder): Promise<HistoryEntry> {
  const row = /^\d{1,30}$/.test(sermonID) ? await findEntry(db, userId, sermonID, nowSeconds()) : undefined;
  const [entry] = row ? await present(db, [row], url) : [];
  if (!entry) throw new HttpError(404, ACCOUNT_MESSAGES.noHistory, ACCOUNT_ERROR_CODES.notFound);
  return entry;
}

export async function historyList(
  db: Db,
  userId: number,
  paging: { page?: number; pageSize?: number },
  url: UrlBuilder,
  nextLink: (page: number, pageSize: number, total: number) => string | null,
): Promise<NodeList<HistoryEntry>> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? USER_LIST_PAGE_SIZE;
  const { rows, total } = await listEntries(db, userId, page, pageSize, nowSeconds());
  return nodeList('history_list', 'History', await present(db, rows, url), total, nextLink(page, pageSize, total));
}
