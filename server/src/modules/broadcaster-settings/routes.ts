// The dashboard's settings pages on the server (spec doc 2 §7 Broadcasters): PATCH node/broadcasters/{id}
// (settings, customization, donations, e-mail settings, stream key reset), private_data, keyinfo,
// current_api_key, webcast_metadata, and the connections page's linking calls. Admin only, everywhere.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import {
  SETTINGS_MESSAGES,
  type FtpCredentials,
  type StreamKeyInfo,
  type WebcastMetadata,
} from '@sermon/shared-contracts/entities/broadcaster-settings';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import type { AppContext } from '../../app-context';
import { broadcasters } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { acceptFormBodies, bodyOf } from '../accounts/request-body';
import { getBroadcaster } from '../broadcasters/service';
import { hashPassword } from '../auth/passwords';
import { requireBroadcasterRole, type BroadcasterAccess } from '../dashboard-access/broadcaster-access';
import { registerMessageFromUser } from './message-from-user';
import { parseSettingsPatch } from './settings-patch';
import { presentSettings, webcastMetadataOf, type BroadcasterRow } from './settings-presenter';

/** Where encoders send a live stream: rtmp://<this host>:1935/live plus the stream key. */
export const RTMP_PORT = 1935;
const NOT_CONFIGURED = 'PROVIDER_NOT_CONFIGURED';
const PROVIDER_NAMES = { twitter: 'Twitter', google: 'Google', facebook: 'Facebook', dropbox: 'Dropbox' } as const;
type Provider = keyof typeof PROVIDER_NAMES;

/** 24 url-safe characters (144 random bits): unguessable, yet short enough to paste into an encoder. */
function newSecret(): string {
  return randomBytes(18).toString('base64url');
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * No OAuth application keys exist for this deployment, so linking cannot start: say so plainly (503) rather than
 * sending the admin to a provider page that will refuse them.
 */
function notConfigured(provider: Provider): HttpError {
  return new HttpError(503, formatMessage(SETTINGS_MESSAGES.providerNotConfigured, { provider: PROVIDER_NAMES[provider] }), NOT_CONFIGURED);
}

/** The host part of the request (no port), for addresses shown to encoders and FTP clients. */
function hostOf(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  if (publicBaseUrl) {
    try {
      return new URL(publicBaseUrl).hostname;
    } catch {
      /* fall through */
    }
  }
  return request.hostname.replace(/:\d+$/, '');
}

export async function broadcasterSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  acceptFormBodies(app);

  async function adminAccess(request: FastifyRequest<{ Params: { broadcasterID: string } }>): Promise<BroadcasterAccess> {
    return requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
  }

  async function row(broadcasterID: string): Promise<BroadcasterRow> {
    const [found] = await db.select().from(broadcasters).where(eq(broadcasters.id, broadcasterID));
    if (!found) throw new NotFoundError('Broadcaster not found');
    return found;
  }

  async function updateSocial(broadcasterID: string, change: (accounts: Record<string, unknown>) => void): Promise<void> {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select({ social: broadcasters.socialAccounts }).from(broadcasters).where(eq(broadcasters.id, broadcasterID)).for('update');
      const accounts = { ...((locked?.social as Record<string, unknown> | null) ?? {}) };
      change(accounts);
      await tx.update(broadcasters).set({ socialAccounts: accounts }).where(eq(broadcasters.id, broadcasterID));
    });
  }

  type ById = { Params: { broadcasterID: string } };

  app.get<ById>('/v2/node/broadcasters/:broadcasterID/private_data', async (request) => {
    const access = await adminAccess(request);
    return presentSettings(await row(access.broadcaster.id));
  });

  app.patch<ById>('/v2/node/broadcasters/:broadcasterID', async (request) => {
    const access = await adminAccess(request);
    const id = access.broadcaster.id;
    const current = await row(id);
    const parsed = parseSettingsPatch(bodyOf(request.body), current);
    if ('problems' in parsed) throw new BadRequestError(parsed.problems);
    const update = { ...parsed.patch.update, ...(parsed.patch.resetStreamToken ? { streamKey: newSecret() } : {}) };
    if (Object.keys(update).length > 0) await db.update(broadcasters).set(update).where(eq(broadcasters.id, id));
    // the answer is the broadcaster itself (as GET node/broadcasters/{id} gives it); private details are in private_data
    return getBroadcaster(db, id, false, urlBuilderFor(request, ctx.config.publicBaseUrl));
  });

  // The key is created on first read; only PATCH {resetStreamToken} replaces it (the old one stops working at once).
  app.get<ById>('/v2/node/broadcasters/:broadcasterID/keyinfo', async (request): Promise<StreamKeyInfo> => {
    const access = await adminAccess(request);
    const id = access.broadcaster.id;
    let { streamKey } = await row(id);
    if (!streamKey) {
      const [saved] = await db
        .update(broadcasters)
        .set({ streamKey: newSecret() })
        .where(eq(broadcasters.id, id))
        .returning({ streamKey: broadcasters.streamKey });
      streamKey = saved!.streamKey;
    }
    return { broadcasterID: id, rtmpURL: `rtmp://${hostOf(request, ctx.config.publicBaseUrl)}:${RTMP_PORT}/live`, streamKey: streamKey! };
  });

  app.get<ById>('/v2/node/broadcasters/:broadcasterID/current_api_key', async (request) => {
    const access = await adminAccess(request);
    const id = access.broadcaster.id;
    const current = await row(id);
    if (current.apiKey) return { key: current.apiKey };
    // generated once: a concurrent first read keeps whichever key was stored first
    await db
      .update(broadcasters)
      .set({ apiKey: sql`coalesce(${broadcasters.apiKey}, ${`bk_${randomBytes(24).toString('base64url')}`})` })
      .where(eq(broadcasters.id, id));
    return { key: (await row(id)).apiKey! };
  });

  app.get<ById>('/v2/node/broadcasters/:broadcasterID/webcast_metadata', async (request): Promise<WebcastMetadata> => {
    const access = await adminAccess(request);
    return webcastMetadataOf(await row(access.broadcaster.id));
  });

  app.put<ById>('/v2/node/broadcasters/:broadcasterID/webcast_metadata', async (request): Promise<WebcastMetadata> => {
    const access = await adminAccess(request);
    const body = bodyOf(request.body);
    const problems: Record<string, string> = {};
    const text = (field: keyof WebcastMetadata, max: number): string => {
      const value = body[field];
      if (value === undefined || value === null) return '';
      if (typeof value !== 'string' || value.length > max) {
        problems[field] = SETTINGS_MESSAGES.tooLong;
        return '';
      }
      return value.trim();
    };
    const replayRaw = body.defaultWebcastReplay;
    const replay =
      replayRaw === undefined || replayRaw === null ? true : typeof replayRaw === 'boolean' ? replayRaw : ['true', '1', 'on'].includes(String(replayRaw).toLowerCase());
    const metadata: WebcastMetadata = {
      defaultWebcastTitle: text('defaultWebcastTitle', 200),
      defaultWebcastDescription: text('defaultWebcastDescription', 5000),
      defaultWebcastSpeakerName: text('defaultWebcastSpeakerName', 120),
      defaultWebcastPassword: text('defaultWebcastPassword', 100),
      defaultWebcastReplay: replay,
    };
    if (Object.keys(problems).length > 0) throw new BadRequestError(problems);
    await db.update(broadcasters).set({ webcastDefaults: metadata }).where(eq(broadcasters.id, access.broadcaster.id));
    return metadata;
  });

  // ---- connections ----

  for (const provider of ['twitter', 'google', 'facebook'] as const) {
    app.get<ById>(`/v2/${provider}_auth/:broadcasterID`, async (request) => {
      await adminAccess(request);
      throw notConfigured(provider);
    });
    app.delete<ById>(`/v2/${provider}_auth/:broadcasterID`, async (request, reply) => {
      const access = await adminAccess(request);
      await updateSocial(access.broadcaster.id, (accounts) => delete accounts[provider]);
      return reply.code(204).send();
    });
  }

  app.patch<{ Params: { broadcasterID: string; provider: string } }>('/v2/node/broadcasters/:broadcasterID/etc/:provider', async (request) => {
    const access = await adminAccess(request);
    const provider = request.params.provider;
    if (provider !== 'twitter' && provider !== 'google') throw new NotFoundError('Provider not found');
    const raw = bodyOf(request.body).autoPost;
    const autoPost = typeof raw === 'boolean' ? raw : typeof raw === 'string' && ['true', '1', 'on', 'false', '0', 'off'].includes(raw) ? ['true', '1', 'on'].includes(raw) : undefined;
    if (autoPost === undefined) throw new BadRequestError({ autoPost: SETTINGS_MESSAGES.choice });
    const linked = presentSettings(await row(access.broadcaster.id)).socialAccounts[provider];
    // posting preferences belong to a linked account; without one there is nothing to post with
    if (!linked) throw notConfigured(provider);
    await updateSocial(access.broadcaster.id, (accounts) => {
      accounts[provider] = { ...(accounts[provider] as object), autoPost };
    });
    return { ...linked, autoPost };
  });

  app.get<ById>('/v2/facebook/:broadcasterID/accounts', async (request) => {
    await adminAccess(request);
    throw notConfigured('facebook');
  });

  app.post<ById>('/v2/facebook/:broadcasterID/accounts/set', async (request) => {
    await adminAccess(request);
    throw notConfigured('facebook');
  });

  app.post<ById>('/v2/node/broadcasters/:broadcasterID/dropbox', async (request) => {
    await adminAccess(request);
    throw notConfigured('dropbox');
  });

  app.delete<ById>('/v2/node/broadcasters/:broadcasterID/dropbox', async (request, reply: FastifyReply) => {
    const access = await adminAccess(request);
    await updateSocial(access.broadcaster.id, (accounts) => delete accounts.dropbox);
    return reply.code(204).send();
  });

  // The password is shown once in this answer; only its hash is kept, so a new one replaces a forgotten one.
  app.post<ById>('/v2/node/broadcasters/:broadcasterID/ftp', async (request, reply): Promise<FtpCredentials> => {
    const access = await adminAccess(request);
    const password = newSecret();
    const account = { host: hostOf(request, ctx.config.publicBaseUrl), username: access.broadcaster.id, createdAt: now() };
    const passwordHash = await hashPassword(password);
    await updateSocial(access.broadcaster.id, (accounts) => {
      accounts.ftp = { ...account, passwordHash };
    });
    reply.code(201);
    return { ...account, password };
  });

  app.delete<ById>('/v2/node/broadcasters/:broadcasterID/ftp', async (request, reply) => {
    const access = await adminAccess(request);
    await updateSocial(access.broadcaster.id, (accounts) => delete accounts.ftp);
    return reply.code(204).send();
  });

  registerMessageFromUser(app, ctx);

  // Linked accounts keep only display details here and no provider is reachable, so there is nothing to re-read.
  app.post<ById>('/v2/node/broadcasters/:broadcasterID/refresh_social', async (request, reply) => {
    await adminAccess(request);
    return reply.code(204).send();
  });
}
