// Comment rows -> the Comment JSON (contract "Comments"): the author as a PublicUser, the text as stored.
import type { Comment } from '@sermon/shared-contracts/entities/user';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { UrlBuilder } from '../../http/public-url';
import { presentPublicUser } from '../users/present-user';
import type { CommentRow } from './repo';

export function presentComment(row: CommentRow, url: UrlBuilder, sermon?: Sermon): Comment {
  return {
    commentID: row.id,
    sermonID: row.sermonId,
    user: presentPublicUser(row.author, url),
    text: row.text,
    created: row.createdAt,
    ...(sermon ? { sermon } : {}),
  };
}
