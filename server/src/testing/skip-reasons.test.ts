import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SECOND_DATABASE_PASS_ENV, skipOnSecondDatabasePass } from './database-pass';
import { isInstalled, skipUnlessInstalled } from './installed-tools';

describe('skip reasons of the server tests', () => {
  it('skips database-free tests only on the second pass that scripts/test.mjs marks, not whenever DATABASE_URL is set', () => {
    assert.equal(skipOnSecondDatabasePass({}), false);
    assert.equal(skipOnSecondDatabasePass({ DATABASE_URL: 'postgres://x@h/db' }), false);
    assert.equal(skipOnSecondDatabasePass({ [SECOND_DATABASE_PASS_ENV]: '' }), false);
    assert.match(String(skipOnSecondDatabasePass({ [SECOND_DATABASE_PASS_ENV]: '1' })), /ran on the first \(PGlite\) pass/);
  });

  it('names the missing tools and the package to install', () => {
    assert.equal(isInstalled(process.execPath, '--version'), true);
    assert.equal(skipUnlessInstalled([{ bin: process.execPath, versionFlag: '--version' }], 'nodejs'), false);
    assert.equal(skipUnlessInstalled(['/nonexistent/ffprobe'], 'ffmpeg'), 'ffprobe is not installed (apt-get install ffmpeg)');
    assert.equal(
      skipUnlessInstalled(['/nonexistent/ffmpeg', { bin: process.execPath, versionFlag: '--version' }, '/nonexistent/ffprobe'], 'ffmpeg'),
      'ffmpeg/ffprobe are not installed (apt-get install ffmpeg)',
    );
  });
});
