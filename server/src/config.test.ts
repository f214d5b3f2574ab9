import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, parseTrustProxy } from './config';

describe('server configuration', () => {
  it('trusts no proxy unless TRUST_PROXY names one, so X-Forwarded-For cannot dodge the per-address limits', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('true'), true);
    assert.deepEqual(parseTrustProxy('10.0.0.1, 192.168.0.0/16'), ['10.0.0.1', '192.168.0.0/16']);
  });

  it('creates demo accounts only for the embedded demo', () => {
    assert.equal(loadConfig({}).demoAccounts, true);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).demoAccounts, false);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).demoAccounts, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_ACCOUNTS: '1' }).demoAccounts, true);
    assert.equal(loadConfig({ DEMO_ACCOUNTS: '0' }).demoAccounts, false);
  });
});
