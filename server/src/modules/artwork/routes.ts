// GET /media/artwork/{speakers|broadcasters|series}/{id}.svg: generated images until real ones are uploaded.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { broadcasters, series, speakers } from '../../db/schema';
import type { ArtworkKind } from './artwork-urls';
import { initialsSvg } from './initials-svg';

async function nameFor(ctx: AppContext, kind: ArtworkKind, id: string): Promise<string | undefined> {
  if (kind === 'broadcasters') {
    const [row] = await ctx.db.select({ name: broadcasters.displayName }).from(broadcasters).where(eq(broadcasters.id, id));
    return row?.name;
  }
  if (!/^\d{1,9}$/.test(id)) return undefined;
  if (kind === 'speakers') {
    const [row] = await ctx.db.select({ name: speakers.displayName }).from(speakers).where(eq(speakers.id, Number(id)));
    return row?.name;
  }
  const [row] = await ctx.db.select({ name: series.title }).from(series).where(eq(series.id, Number(id)));
  return row?.name;
}

export async function artworkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>('/media/artwork/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^(.+)\.svg$/.exec(file);
    const name =
      match && (kind === 'speakers' || kind === 'broadcasters' || kind === 'series')
        ? await nameFor(ctx, kind, match[1]!)
        : undefined;
    if (!name || !match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Access-Control-Allow-Origin', '*')
      .send(initialsSvg(name, `${kind}/${match[1]}`, kind === 'speakers' ? 'person' : 'title'));
  });
}
