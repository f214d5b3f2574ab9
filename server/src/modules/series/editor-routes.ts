// Routes of this module (issue 5, being built by the series slice).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function seriesEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
