// Routes of this module (issue 5, being built by the sermons slice).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function sermonEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
