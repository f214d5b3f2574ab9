// Broadcaster use cases: one broadcaster (full or lite) and the directory list.
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { Broadcaster, LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/api-errors';
import { nodeList } from '../../http/node-list';
import type { UrlBuilder } from '../../http/public-url';
import { nowSeconds } from '../sermons/visibility';
import { presentBroadcaster, presentLiteBroadcaster, type BroadcasterRow } from './present-broadcaster';
import { broadcasterSermonCounts, findBroadcaster, listBroadcasters, type BroadcasterListFilter } from './repo';

export async function requireBroadcaster(db: Db, id: string): Promise<BroadcasterRow> {
  const row = await findBroadcaster(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.broadcaster);
  return row;
}

export async function getBroadcaster(
  db: Db,
  id: string,
  lite: boolean,
  url: UrlBuilder,
): Promise<Broadcaster | LiteBroadcaster> {
  const row = await requireBroadcaster(db, id);
  if (lite) return presentLiteBroadcaster(row, url);
  const counts = await broadcasterSermonCounts(db, [row.id], nowSeconds());
  return presentBroadcaster(row, counts.get(row.id) ?? 0, url);
}

export async function broadcasterList(
  db: Db,
  filter: Omit<BroadcasterListFilter, 'now'>,
  url: UrlBuilder,
  nextLink: (total: number) => string | null,
): Promise<NodeList<Broadcaster>> {
  const { items, total } = await listBroadcasters(db, { ...filter, now: nowSeconds() });
  return nodeList(
    'broadcasters_list',
    'Broadcasters',
    items.map((item) => presentBroadcaster(item.broadcaster, item.numberOfSermons, url)),
    total,
    nextLink(total),
  );
}
