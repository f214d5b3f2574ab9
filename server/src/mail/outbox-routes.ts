// the outbox page of the embedded mailer (/mail/outbox)
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export async function mailOutboxRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
