// GET /sitemap/index.xml and /sitemap/{label}-{part}.xml (spec doc 2 §2, §5, §9). /sitemap.xml is redirected elsewhere.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SITEMAP_MAX_ENTRIES, SITEMAP_WARN_ENTRIES } from '@sermon/shared-contracts/constants/sitemap';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { nowSeconds } from '../sermons/visibility';
import { SITEMAP_SOURCES } from './sources';
import { renderIndex, renderUrlset } from './sitemap-xml';

/** label-part.xml; the label may hold hyphens (release-notes), the part is digits (a page or a year). */
const FILE_PATTERN = /^([a-z][a-z-]*)-(\d+)\.xml$/;

function sendXml(reply: FastifyReply, xml: string) {
  return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
}

export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const notFound = () => new NotFoundError(NOT_FOUND_MESSAGES.page);

  app.get('/sitemap/index.xml', async (request, reply) => {
    const url = urlBuilderFor(request, config.publicBaseUrl);
    const now = nowSeconds();
    const locs: string[] = [];
    for (const [label, source] of Object.entries(SITEMAP_SOURCES)) {
      // a label with no parts is left out of the index
      for (const part of await source.parts(db, now)) locs.push(url(`/sitemap/${label}-${part}.xml`));
    }
    return sendXml(reply, renderIndex(locs));
  });

  app.get<{ Params: { file: string } }>('/sitemap/:file', async (request, reply) => {
    const match = FILE_PATTERN.exec(request.params.file);
    const source = match ? SITEMAP_SOURCES[match[1]!] : undefined;
    if (!match || !source) throw notFound();
    const entries = await source.entries(db, match[2]!, nowSeconds());
    if (!entries) throw notFound();
    // Page-numbered labels are split at SITEMAP_MAX_ENTRIES; a year file beyond it is reported and cut to the limit,
    // so crawlers still get a valid file.
    if (entries.length > SITEMAP_MAX_ENTRIES) {
      request.log.error({ file: request.params.file, max: SITEMAP_MAX_ENTRIES }, 'sitemap file over the entry limit: truncated');
      entries.length = SITEMAP_MAX_ENTRIES;
    } else if (entries.length > SITEMAP_WARN_ENTRIES) {
      request.log.warn({ file: request.params.file, entries: entries.length }, 'sitemap file nears the entry limit');
    }
    const url = urlBuilderFor(request, config.publicBaseUrl);
    return sendXml(reply, renderUrlset(entries.map(({ path, ...rest }) => ({ ...rest, loc: url(path) }))));
  });
}
