// sign-up, activation, login, refresh, logout, password reset, device sign-in
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function accountRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
