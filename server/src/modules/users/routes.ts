// the signed-in user's account, picture, preferences, followed lists, feed and user search
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function userRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
