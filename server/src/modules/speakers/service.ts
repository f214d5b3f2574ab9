// Speaker use cases: the directory lists and one speaker by id or name.
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/api-errors';
import type { UrlBuilder } from '../../http/public-url';
import { nodeList } from '../../http/node-list';
import { nowSeconds } from '../sermons/visibility';
import { presentSpeaker } from './present-speaker';
import { findSpeaker, listSpeakers, speakerStats, type SpeakerListFilter } from './repo';

export async function getSpeaker(db: Db, idOrName: string, url: UrlBuilder): Promise<Speaker> {
  const row = await findSpeaker(db, idOrName);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.speaker);
  const stats = await speakerStats(db, [row.id], nowSeconds());
  return presentSpeaker(row, stats.get(row.id), url);
}

export async function speakerList(
  db: Db,
  filter: Omit<SpeakerListFilter, 'now'>,
  url: UrlBuilder,
  nextLink: (total: number) => string | null,
): Promise<NodeList<Speaker>> {
  const { items, total } = await listSpeakers(db, { ...filter, now: nowSeconds() });
  return nodeList(
    'speakers_list',
    'Speakers',
    items.map((item) => presentSpeaker(item.speaker, item.stats, url)),
    total,
    nextLink(total),
  );
}
