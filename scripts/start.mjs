// `npm start`: everything a newcomer needs on a fresh machine, then serve the platform.
// Installs what is missing, builds the frontends when their sources changed, and starts the
// server, which migrates and seeds the embedded database before it listens.
import { ensureDebianPackages, ensureDependencies, frontendBuildIsStale, log, run } from './lib.mjs';

const started = Date.now();
try {
  await ensureDependencies();
  // ffmpeg and espeak-ng make the demo audio and video; the seed falls back to tones without espeak-ng.
  await ensureDebianPackages([
    { bin: 'ffmpeg', pkg: 'ffmpeg' },
    { bin: 'espeak-ng', pkg: 'espeak-ng' },
  ]);
  if (process.argv.includes('--rebuild') || frontendBuildIsStale()) {
    log('Building the shell and the remotes...');
    const { code } = await run('node', ['scripts/build.mjs']);
    if (code !== 0) throw new Error('build failed');
  } else {
    log('Frontend builds are up to date.');
  }
  log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server...`);
  const { code } = await run('node', ['--import', 'tsx', 'server/src/main.ts'], {
    env: { SERMON_START_TIME: String(started) },
  });
  process.exit(code);
} catch (err) {
  log(`npm start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
