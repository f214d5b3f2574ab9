// GET node/sermons, node/sermons/{sermonID}, and a sermon's waveform, languages and transcript download.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { NotFoundError } from '../../http/api-errors';
import { viewerOf, withFollowedFlags } from '../follows/followed-flags';
import { localeTagFromAcceptLanguage } from '../reference/language-names';
import { attachmentDisposition } from '../media/content-disposition';
import { findSermonHeader, sermonTitleOf, transcriptFilesOf, translationGroupMembers, waveformMediaOf, type SermonHeader } from './repo';
import { readSermonListQuery, sermonLanguagesQuery, sermonQuery, sermonTranscriptQuery, sermonWaveformQuery } from './schemas';
import { getSermon, sermonList } from './service';
import { sermonLanguageOptions } from './sermon-languages';
import { isPublished, nowSeconds, unpublishedScopeOf, visibleTo } from './visibility';
import { chooseTranscript } from './transcript/transcript-choice';
import { DEFAULT_WAVEFORM_CACHE_TTL_SECONDS, SermonWaveforms } from './waveform/sermon-waveforms';

type SermonRequest = FastifyRequest<{ Params: { sermonID: string } }>;

const SERMON_ID = /^\d{1,30}$/;

export async function sermonRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const waveforms = new SermonWaveforms(ctx.storage);

  /**
   * The sermon of the path if the caller may see it, else 404 'Sermon not found' (the same rule as
   * GET node/sermons/{id}). The caller's account is read only when an unpublished sermon makes it matter.
   */
  async function visibleSermon(request: SermonRequest, allowUnpublished: boolean): Promise<SermonHeader> {
    const { sermonID } = request.params;
    const header = SERMON_ID.test(sermonID) ? await findSermonHeader(db, sermonID) : undefined;
    if (!header) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
    if (isPublished(header.publishTimestamp, nowSeconds())) return header;
    const viewer = allowUnpublished ? await viewerOf(ctx, request) : null;
    if (!visibleTo(viewer, header, allowUnpublished, nowSeconds())) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
    return header;
  }

  // A signed-in caller gets `followed` on the sermons' broadcasters, speakers and series (one query per answer).
  // includeDrafts / includeScheduled add only the sermons of broadcasters the caller holds a role for (site admins:
  // all); for anyone else they are ignored rather than refused, so a public client asking for them still works.
  app.get('/v2/node/sermons', async (request, reply) => {
    const { filter, lite, liteBroadcaster } = readSermonListQuery(request.query, PAGE_SIZES.sermons);
    const viewer = await viewerOf(ctx, request);
    const list = await sermonList(
      db,
      { ...filter, unpublishedScope: unpublishedScopeOf(viewer) },
      { lite, liteBroadcaster },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, filter.page, filter.pageSize, total),
    );
    return withFollowedFlags(ctx, viewer, reply, list);
  });

  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID', async (request, reply) => {
    const query = parseQuery(sermonQuery, request.query);
    const lite = query.lite ?? false;
    const viewer = await viewerOf(ctx, request);
    const wantsUnpublished = query.allowUnpublished ?? false;
    const sermon = await getSermon(
      db,
      request.params.sermonID,
      wantsUnpublished,
      { lite, liteBroadcaster: (query.liteBroadcaster ?? false) || lite },
      urlBuilderFor(request, config.publicBaseUrl),
    );
    const visibility = { broadcasterId: sermon.broadcaster.broadcasterID, publishTimestamp: sermon.publishTimestamp };
    if (!visibleTo(viewer, visibility, wantsUnpublished, nowSeconds())) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
    return withFollowedFlags(ctx, viewer, reply, sermon);
  });

  // { waveform, isDefault }, or the bare peaks with peaksOnly (the shape the SDG client reads).
  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/waveform', async (request) => {
    const query = parseQuery(sermonWaveformQuery, request.query);
    const sermon = await visibleSermon(request, query.allowUnpublished ?? false);
    const file = await waveformMediaOf(db, sermon.id);
    const waveform = await waveforms.waveformOf(
      sermon.id,
      file?.storageKey ?? null,
      query.cacheTTL ?? DEFAULT_WAVEFORM_CACHE_TTL_SECONDS,
      request.log,
    );
    return query.peaksOnly ? waveform.waveform : waveform;
  });

  // The raw transcript as a text download: signed-in users only (spec doc 1 §6), checked before anything else so
  // an anonymous caller learns nothing about which sermons exist.
  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/transcript', async (request, reply) => {
    await ctx.auth.requireUser(request);
    const query = parseQuery(sermonTranscriptQuery, request.query);
    const sermon = await visibleSermon(request, query.allowUnpublished ?? false);
    const file = chooseTranscript(await transcriptFilesOf(db, sermon.id), query.language, sermon.languageCode3);
    if (!file) {
      throw new NotFoundError(
        query.language ? `This sermon has no transcript in the language '${query.language}'` : 'This sermon has no transcript',
      );
    }
    const info = await ctx.storage.stat(file.storageKey);
    if (!info) {
      // a row whose file is gone: the catalogue is out of step with storage, which the operator should hear about
      request.log.warn({ sermonID: sermon.id, storageKey: file.storageKey }, 'transcript file missing from storage');
      throw new NotFoundError('The transcript file is missing');
    }
    const title = (await sermonTitleOf(db, sermon.id)) ?? '';
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition(title, 'txt', `sermon-${sermon.id}`))
      .header('Content-Length', String(info.size))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(ctx.storage.get(file.storageKey));
  });

  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/languages', async (request) => {
    const query = parseQuery(sermonLanguagesQuery, request.query);
    const allowUnpublished = query.allowUnpublished ?? false;
    const sermon = await visibleSermon(request, allowUnpublished);
    let members = sermon.translationGroup ? await translationGroupMembers(db, sermon.translationGroup) : [sermon];
    const now = nowSeconds();
    if (members.some((member) => !isPublished(member.publishTimestamp, now))) {
      const viewer = allowUnpublished ? await viewerOf(ctx, request) : null;
      members = members.filter((member) => member.id === sermon.id || visibleTo(viewer, member, allowUnpublished, now));
    }
    return sermonLanguageOptions(members, localeTagFromAcceptLanguage(request.headers['accept-language']));
  });
}
