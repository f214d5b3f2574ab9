// sermon comments
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function commentRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
