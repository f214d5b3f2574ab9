// follow and unfollow broadcasters, speakers, series; favourite sermons
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function followRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
