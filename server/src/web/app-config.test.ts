// /app-config.json carries the deployment's switches to the frontends: CHROMECAST=0 must reach the player.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import { webRoutes } from './routes';

/** The config of a server started with these variables, as the browser reads it (webRoutes needs only the config). */
async function appConfigWith(env: NodeJS.ProcessEnv): Promise<unknown> {
  const app = Fastify();
  try {
    await app.register(webRoutes, { config: loadConfig({ ...env, FRONTEND_ROOT: '/nonexistent' }) } as AppContext);
    const response = await app.inject({ method: 'GET', url: '/app-config.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    return response.json();
  } finally {
    await app.close();
  }
}

describe('GET /app-config.json', () => {
  it('offers Chromecast by default and switches it off with CHROMECAST=0', async () => {
    const keys = { API_KEY: 'k', BROADCASTER_API_KEY: 'bk' };
    assert.deepEqual(await appConfigWith(keys), { apiBase: '/v2/', apiKey: 'k', broadcasterApiKey: 'bk', chromecast: true });
    assert.deepEqual(await appConfigWith({ ...keys, CHROMECAST: '0' }), {
      apiBase: '/v2/',
      apiKey: 'k',
      broadcasterApiKey: 'bk',
      chromecast: false,
    });
    assert.equal(((await appConfigWith({ CHROMECAST: 'off' })) as { chromecast: boolean }).chromecast, false);
  });
});
