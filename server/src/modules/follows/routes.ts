// Follow and unfollow broadcasters, speakers and series, and favourite sermons:
// POST / DELETE / GET site/{broadcasters|speakers|series|sermons}/{id} (speakers also by name).
import type { FastifyInstance } from 'fastify';
import { FOLLOW_TARGET_TYPES, type FollowTargetType } from '@sermon/shared-contracts/constants/accounts';
import type { FollowStatus } from '@sermon/shared-contracts/entities/user';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../http/api-errors';
import { subjectUserId } from '../users/subject-user';
import { addFollow, isFollowing, removeFollow } from './repo';
import { FOLLOW_COLLECTIONS, FOLLOW_NOT_FOUND, requireFollowTarget, resolveFollowTarget } from './targets';

type TargetRequest = { Params: { id: string }; Querystring: { userID?: string } };

export async function followRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, auth } = ctx;
  for (const type of FOLLOW_TARGET_TYPES) registerTarget(type);

  function registerTarget(type: FollowTargetType): void {
    const url = `/v2/site/${FOLLOW_COLLECTIONS[type]}/:id`;

    app.post<TargetRequest>(url, async (request, reply) => {
      const caller = await auth.requireUser(request);
      const userId = await subjectUserId(db, request, caller);
      const targetId = await requireFollowTarget(db, type, request.params.id);
      await addFollow(db, userId, type, targetId, Math.floor(Date.now() / 1000));
      return reply.code(204).send();
    });

    app.delete<TargetRequest>(url, async (request, reply) => {
      const caller = await auth.requireUser(request);
      const userId = await subjectUserId(db, request, caller);
      // A target that has since gone (a sermon unpublished, a series deleted) can still be unfollowed by its id.
      const targetId = await resolveFollowTarget(db, type, request.params.id);
      const removed = await removeFollow(db, userId, type, targetId ? [targetId, request.params.id] : [request.params.id]);
      if (!removed && targetId === null) throw new NotFoundError(FOLLOW_NOT_FOUND[type]);
      return reply.code(204).send();
    });

    app.get<TargetRequest>(url, async (request, reply): Promise<FollowStatus> => {
      const caller = await auth.requireUser(request);
      const userId = await subjectUserId(db, request, caller);
      const targetId = await requireFollowTarget(db, type, request.params.id);
      reply.header('Cache-Control', 'private, no-store');
      return { id: targetId, type, followed: await isFollowing(db, userId, type, targetId) };
    });
  }
}
