// Runs drizzle-kit (e.g. `npm run db:generate -w server`). npm hoists drizzle-kit to the root
// node_modules but keeps drizzle-orm under server/node_modules, and drizzle-kit's own
// import('drizzle-orm') then fails. This gives it a node_modules view that has both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = path.resolve(serverDir, '..', 'node_modules');
const view = mkdtempSync(path.join(os.tmpdir(), 'drizzle-kit-'));
const modules = path.join(view, 'node_modules');
mkdirSync(modules);
for (const name of readdirSync(rootModules)) symlinkSync(path.join(rootModules, name), path.join(modules, name));
rmSync(path.join(modules, 'drizzle-orm'), { force: true });
symlinkSync(path.join(serverDir, 'node_modules', 'drizzle-orm'), path.join(modules, 'drizzle-orm'));

const result = spawnSync(
  process.execPath,
  ['--preserve-symlinks', '--preserve-symlinks-main', path.join(modules, 'drizzle-kit', 'bin.cjs'), ...process.argv.slice(2)],
  { cwd: serverDir, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--preserve-symlinks --preserve-symlinks-main' } },
);
rmSync(view, { recursive: true, force: true });
process.exit(result.status ?? 1);
