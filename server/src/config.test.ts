import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, parseSwitch, parseTrustProxy } from './config';

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

  it('offers Chromecast unless CHROMECAST switches it off', () => {
    assert.equal(loadConfig({}).chromecast, true);
    assert.equal(loadConfig({ CHROMECAST: '' }).chromecast, true);
    for (const off of ['0', 'false', 'off', 'OFF', ' False ', 'no']) assert.equal(loadConfig({ CHROMECAST: off }).chromecast, false, off);
    for (const on of ['1', 'true', 'on', 'Yes']) assert.equal(loadConfig({ CHROMECAST: on }).chromecast, true, on);
  });

  it('refuses an on/off setting it cannot read, naming the variable', () => {
    assert.throws(() => loadConfig({ CHROMECAST: 'maybe' }), /^Error: CHROMECAST must be one of 1, true, on, yes, 0, false, off, no; got "maybe"$/);
    assert.equal(parseSwitch('X', undefined, false), false);
    assert.equal(parseSwitch('X', '   ', true), true);
  });
});
