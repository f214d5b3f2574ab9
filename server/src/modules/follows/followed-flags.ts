// `followed` on public answers (sermons, speakers, broadcasters, series) for a signed-in caller. The answer is
// built as for everyone, then every broadcaster, speaker and series object in it gets its flag from one query.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES, type FollowTargetType } from '@sermon/shared-contracts/constants/accounts';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/api-errors';
import type { SignedInCaller } from '../auth/request-auth';
import { followedAmong } from './repo';

/** Object `type` values -> the follow target they are, and the key holding their id. */
const FOLLOWABLE: Record<string, { target: FollowTargetType; idKey: string }> = {
  broadcaster: { target: 'broadcaster', idKey: 'broadcasterID' },
  lite_broadcaster: { target: 'broadcaster', idKey: 'broadcasterID' },
  speaker: { target: 'speaker', idKey: 'speakerID' },
  lite_sermon_speaker: { target: 'speaker', idKey: 'speakerID' },
  series: { target: 'series', idKey: 'seriesID' },
  lite_sermon_series: { target: 'series', idKey: 'seriesID' },
  sermon: { target: 'sermon', idKey: 'sermonID' },
  lite_sermon: { target: 'sermon', idKey: 'sermonID' },
};

/** Entity objects carrying a `followed` flag, anywhere in an answer (lists, nested broadcaster of a series...). */
function followables(value: unknown, visit: (target: FollowTargetType, id: string, holder: Record<string, unknown>) => void, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) followables(item, visit, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const kind = typeof record.type === 'string' ? FOLLOWABLE[record.type] : undefined;
  if (kind && typeof record.followed === 'boolean') {
    const id = record[kind.idKey];
    if (typeof id === 'string' || typeof id === 'number') visit(kind.target, String(id), record);
  }
  for (const child of Object.values(record)) {
    if (child !== null && typeof child === 'object') followables(child, visit, depth + 1);
  }
}

/** Sets `followed` on every followable object of the answer for this user (one query for the whole answer). */
export async function markFollowed<T>(ctx: Pick<AppContext, 'db'>, userId: number, answer: T): Promise<T> {
  const candidates: Record<FollowTargetType, string[]> = { broadcaster: [], speaker: [], series: [], sermon: [] };
  followables(answer, (target, id) => candidates[target].push(id));
  const followed = await followedAmong(ctx.db, userId, candidates);
  followables(answer, (target, id, holder) => {
    holder.followed = followed[target].has(id);
  });
  return answer;
}

/**
 * The signed-in caller of a public call, or null. An expired token still answers 401 TOKEN_EXPIRED (the client
 * refreshes and asks again, then gets its flags), but a token that is otherwise unusable (tampered, of a deleted
 * or disabled account) only loses the personal flags: public pages must not break over it.
 */
export async function viewerOf(ctx: Pick<AppContext, 'auth'>, request: FastifyRequest): Promise<SignedInCaller | null> {
  try {
    return await ctx.auth.optionalUser(request);
  } catch (error) {
    if (error instanceof HttpError && error.code === ACCOUNT_ERROR_CODES.tokenExpired) throw error;
    return null;
  }
}

/**
 * Personal flags for a signed-in viewer; anonymous answers stay exactly as they were. A personal answer must
 * not be kept by shared caches, nor served to someone else.
 */
export async function withFollowedFlags<T>(
  ctx: Pick<AppContext, 'db'>,
  viewer: SignedInCaller | null,
  reply: FastifyReply,
  answer: T,
): Promise<T> {
  if (!viewer) return answer;
  const vary = reply.getHeader('Vary');
  reply.header('Cache-Control', 'private, no-store').header('Vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  return markFollowed(ctx, viewer.id, answer);
}
