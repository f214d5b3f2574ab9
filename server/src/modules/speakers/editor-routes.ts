// Routes of this module (issue 5, being built by the speakers slice).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function speakerEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
