// GET /oembed and /v2/oembed (oembed.com): sites that understand oEmbed turn a sermon page address into its player.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { intParam, optionalParam, parseQuery } from '../../http/query-params';
import { SITE_NAME } from '../../mail/templates';
import { getSermon } from '../sermons/service';
import { OEMBED_CACHE_SECONDS, presentOEmbed } from './present-oembed';
import { parseSermonPageURL } from './sermon-page-url';
import { sermonThumbnail } from './thumbnail';

export const OEMBED_PATHS = ['/oembed', '/v2/oembed'] as const;

const oembedQuery = z.object({
  url: optionalParam(z.string().trim().max(2000, { error: 'is too long' })),
  format: optionalParam(z.string().trim().toLowerCase()),
  maxwidth: intParam(1, 10_000),
  maxheight: intParam(1, 10_000),
});

/** Hosts a sermon page address may name: the public base URL's, and the one this request came to. */
function siteHosts(request: FastifyRequest, publicBaseUrl: string | undefined): string[] {
  const hosts = [request.host];
  if (publicBaseUrl) hosts.push(new URL(publicBaseUrl).host);
  return hosts;
}

export async function oembedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, storage, config } = ctx;

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    // Consumers are servers and, now and then, browsers: anyone may read an oEmbed answer.
    // (/v2/oembed already echoes the caller's origin, as all of /v2/ does.)
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*');
    const query = parseQuery(oembedQuery, request.query);
    if (!query.url) throw new BadRequestError({ url: 'is required: the address of a sermon page' });
    // oEmbed §2.2: a provider answers 501 for a format it does not offer.
    if (query.format !== undefined && query.format !== 'json') {
      throw new HttpError(501, `The format "${query.format}" is not offered: use format=json.`, 'FORMAT_NOT_IMPLEMENTED');
    }
    const parsed = parseSermonPageURL(query.url, siteHosts(request, config.publicBaseUrl));
    if (parsed.kind === 'invalid') throw new BadRequestError({ url: 'must be an absolute http(s) address' });
    if (parsed.kind === 'not-ours') throw new NotFoundError('This address is not a sermon page of this site.');
    const url = urlBuilderFor(request, config.publicBaseUrl);
    // Unknown and unpublished sermons answer 404 'Sermon not found', as GET node/sermons/{id} does.
    const sermon = await getSermon(db, parsed.page.sermonID, false, { lite: true, liteBroadcaster: true }, url);
    const thumbnail = await sermonThumbnail(db, storage, sermon.sermonID, url);
    return reply
      .header('Cache-Control', `public, max-age=${OEMBED_CACHE_SECONDS}`)
      .send(
        presentOEmbed({
          sermon,
          page: parsed.page,
          maxWidth: query.maxwidth,
          maxHeight: query.maxheight,
          thumbnail,
          siteName: SITE_NAME,
          url,
        }),
      );
  }

  for (const path of OEMBED_PATHS) app.get(path, answer);
}
