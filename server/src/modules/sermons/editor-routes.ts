// The sermon write calls of the dashboard and API clients (doc 2 §7 Sermons): create, change, replace, delete,
// duplicate, and the editor's reference data. Every write needs the Uploader role (or Admin) of the sermon's
// broadcaster: a Biller gets 403, and so does another broadcaster's admin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { broadcastersOf, isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { BadRequestError, HttpError } from '../../http/api-errors';
import { serializeJson } from '../../http/json-serializer';
import { urlBuilderFor } from '../../http/public-url';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { broadcastersOfSermons, editorDropdownContents, legacySermonList, sermonConfig, sermonStatsAggregate } from './editor/editor-reads';
import { mergedFields } from './editor/sermon-body';
import { hasAnyField, readSermonInput } from './editor/sermon-input';
import { deleteSermonEverywhere } from './editor/sermon-removal';
import { createSermonRecord, duplicateSermonRecord, findSermonRecord, hasMedia, notFound, updateSermonRecord, type SermonRecord } from './editor/sermon-writes';
import { getSermon } from './service';
import { nowSeconds } from './visibility';

/** Sermon bodies are a handful of fields; the longest (moreInfoText) is 10,000 characters. */
const SERMON_BODY_LIMIT = 256 * 1024;
const SERMON_ID_LIST = /^\d{1,30}(\s*,\s*\d{1,30})*$/;
const MAX_STAT_SERMONS = 200;

type SermonRequest = FastifyRequest<{ Params: { sermonID: string } }>;

export async function sermonEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;

  // PL's PATCH sends a form; fastify scopes parsers to this plugin, so other modules are unaffected.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SERMON_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The Sermon as GET node/sermons/{id}?allowUnpublished answers it to the broadcaster's staff. */
  function presented(request: FastifyRequest, sermonID: string) {
    return getSermon(db, sermonID, true, { lite: false, liteBroadcaster: true }, urlBuilderFor(request, config.publicBaseUrl));
  }

  /**
   * A JSON answer sent as text: POST node/sermons shares its path with the list (whose response check expects a
   * node list), so the Sermon it answers is checked by the tests against the sermon schema instead.
   */
  function sendJson(reply: FastifyReply, status: number, payload: unknown) {
    return reply.code(status).type('application/json; charset=utf-8').send(serializeJson(payload));
  }

  /** The sermon of the path, after checking the caller may write it (401, 404, then 403). */
  async function writableSermon(request: SermonRequest): Promise<SermonRecord> {
    await ctx.auth.requireUser(request);
    const sermon = await findSermonRecord(db, request.params.sermonID);
    if (!sermon) throw notFound();
    await requireBroadcasterRole(ctx, request, sermon.broadcasterId, BROADCASTER_ROLES.Uploader);
    return sermon;
  }

  /** The broadcaster a new sermon belongs to: the one named, else the caller's only one. */
  async function broadcasterForCreate(request: FastifyRequest, named: string | undefined): Promise<string> {
    const caller = await ctx.auth.requireUser(request);
    if (named) return named;
    const own = broadcastersOf(caller);
    if (own.length === 1 && !isSiteAdmin(caller)) return own[0]!;
    throw new BadRequestError({ broadcasterID: own.length === 0 && !isSiteAdmin(caller) ? 'you do not manage any broadcaster' : 'required: you manage several broadcasters' });
  }

  const bodyLimit = { bodyLimit: SERMON_BODY_LIMIT };

  app.post('/v2/node/sermons', bodyLimit, async (request, reply) => {
    // who may write comes first: a Biller learns nothing about the fields from a 400
    const named = mergedFields(request).broadcasterID;
    const broadcasterID = await broadcasterForCreate(request, typeof named === 'string' && named.trim() ? named.trim() : undefined);
    await requireBroadcasterRole(ctx, request, broadcasterID, BROADCASTER_ROLES.Uploader);
    const input = readSermonInput(request);
    const id = await createSermonRecord(db, broadcasterID, input, nowSeconds());
    return sendJson(reply, 201, await presented(request, id));
  });

  app.patch<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID', bodyLimit, async (request, reply) => {
    const sermon = await writableSermon(request);
    const input = readSermonInput(request, { hasMedia: hasMedia(sermon), currentLanguageCode3: sermon.languageCode3 });
    if (!hasAnyField(input)) throw new HttpError(422, 'Nothing to change: send at least one sermon field', 'NOTHING_TO_CHANGE');
    refuseMove(sermon, input.broadcasterID);
    await updateSermonRecord(db, sermon, input, 'patch', nowSeconds());
    return reply.code(204).send();
  });

  app.put<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID', bodyLimit, async (request) => {
    const sermon = await writableSermon(request);
    const input = readSermonInput(request, { hasMedia: hasMedia(sermon), currentLanguageCode3: sermon.languageCode3 });
    refuseMove(sermon, input.broadcasterID);
    await updateSermonRecord(db, sermon, input, 'put', nowSeconds());
    return presented(request, sermon.id);
  });

  app.delete<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID', async (request, reply) => {
    const sermon = await writableSermon(request);
    await deleteSermonEverywhere(ctx, sermon.id, request.log);
    return reply.code(204).send();
  });

  app.post<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/duplicate', bodyLimit, async (request, reply) => {
    const sermon = await writableSermon(request);
    const id = await duplicateSermonRecord(db, sermon, nowSeconds());
    return sendJson(reply, 201, await presented(request, id));
  });

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/editor_dropdown_contents', async (request, reply) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Uploader);
    reply.header('Cache-Control', 'private, no-store');
    return editorDropdownContents(db, access.broadcaster.id);
  });

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/legacy-sermon-list', async (request, reply) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Uploader);
    reply.header('Cache-Control', 'private, no-store');
    return legacySermonList(db, access.broadcaster.id, nowSeconds());
  });

  app.get('/v2/sermon_config', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return sermonConfig();
  });

  // Totals of some sermons (sermonIDs) or of a whole broadcaster: any role of the broadcasters involved.
  app.get('/v2/sermon_stats/aggregate', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).trim() : '');
    const ids = text('sermonIDs');
    const broadcasterID = text('broadcasterID');
    if (!ids && !broadcasterID) throw new BadRequestError({ sermonIDs: 'send sermonIDs or broadcasterID' });
    reply.header('Cache-Control', 'private, no-store');
    if (ids) {
      if (!SERMON_ID_LIST.test(ids)) throw new BadRequestError({ sermonIDs: 'must be sermon IDs separated by commas' });
      const sermonIDs = [...new Set(ids.split(',').map((id) => id.trim()))];
      if (sermonIDs.length > MAX_STAT_SERMONS) throw new BadRequestError({ sermonIDs: `must list at most ${MAX_STAT_SERMONS} IDs` });
      await ctx.auth.requireUser(request);
      for (const owner of await broadcastersOfSermons(db, sermonIDs)) await requireBroadcasterRole(ctx, request, owner, null);
      return sermonStatsAggregate(db, { sermonIDs });
    }
    const access = await requireBroadcasterRole(ctx, request, broadcasterID, null);
    return sermonStatsAggregate(db, { broadcasterID: access.broadcaster.id });
  });
}

/** A sermon stays with its broadcaster; PL's PUT sends broadcasterID, which must then be the same one. */
function refuseMove(sermon: SermonRecord, broadcasterID: string | undefined): void {
  if (broadcasterID && broadcasterID !== sermon.broadcasterId) {
    throw new BadRequestError({ broadcasterID: 'a sermon cannot move to another broadcaster' });
  }
}
