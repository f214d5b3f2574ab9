import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { checkResponse, responseSchemaFor, ResponseContractError } from './response-checks';

describe('responseSchemaFor', () => {
  it('gives GET (and HEAD) the read shape and writes their entity shape', () => {
    assert.ok(responseSchemaFor('GET', '/v2/node/speakers'));
    assert.equal(responseSchemaFor('HEAD', '/v2/node/speakers'), responseSchemaFor('GET', '/v2/node/speakers'));
    // the same path answers a list to GET and one speaker to POST
    assert.notEqual(responseSchemaFor('POST', '/v2/node/speakers'), responseSchemaFor('GET', '/v2/node/speakers'));
    assert.ok(responseSchemaFor('POST', '/v2/node/sermons'));
    assert.ok(responseSchemaFor('patch', '/v2/node/broadcasters/:broadcasterID'));
  });

  it('leaves writes without a registered shape unchecked', () => {
    assert.equal(responseSchemaFor('DELETE', '/v2/node/sermons/:sermonID'), undefined);
    assert.equal(responseSchemaFor('POST', '/v2/node/broadcasters/:broadcasterID/notices'), undefined);
    assert.equal(responseSchemaFor('GET', undefined), undefined);
  });
});

describe('checkResponse', () => {
  it('refuses a POST node/speakers reply that is a list instead of a speaker', () => {
    const list = JSON.stringify({ results: [], totalCount: 0, next: null });
    assert.throws(() => checkResponse('POST', '/v2/node/speakers', 201, list), ResponseContractError);
    // the same body is fine where a list belongs, unless it is malformed
    assert.throws(() => checkResponse('GET', '/v2/node/speakers', 200, '{"results": 3}'), /breaks the API contract/);
  });

  it('skips errors, empty replies and unregistered writes', () => {
    assert.doesNotThrow(() => checkResponse('POST', '/v2/node/speakers', 400, '{"message":"x"}'));
    assert.doesNotThrow(() => checkResponse('PATCH', '/v2/node/sermons/:sermonID', 204, ''));
    assert.doesNotThrow(() => checkResponse('DELETE', '/v2/node/sermons/:sermonID', 200, '{"anything":1}'));
  });

  it('turns a drifting reply into a 500 when wired as the app does (onSend, pre-serialised strings too)', async () => {
    const app = Fastify();
    app.addHook('onSend', async (request, reply, payload) => {
      checkResponse(request.method, request.routeOptions.url, reply.statusCode, payload);
      return payload;
    });
    // like POST node/sermons, which sends its JSON already serialised
    app.post('/v2/node/sermons', async (_request, reply) => reply.code(201).type('application/json').send('{"sermonID":5}'));
    app.post('/v2/node/broadcasters/:broadcasterID/notices', async () => ({ whatever: true }));
    const bad = await app.inject({ method: 'POST', url: '/v2/node/sermons' });
    assert.equal(bad.statusCode, 500);
    const unchecked = await app.inject({ method: 'POST', url: '/v2/node/broadcasters/x/notices' });
    assert.equal(unchecked.statusCode, 200);
    await app.close();
  });
});
