// where each user stopped in each sermon
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function historyRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
