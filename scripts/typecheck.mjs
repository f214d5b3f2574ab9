// Type-checks every workspace with its own tsconfig (the root tsconfig.json only lists them).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let failed = 0;
for (const pkg of workspaces) {
  const config = path.join(root, pkg, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const { status } = spawnSync('npx', ['tsc', '-p', config, '--noEmit'], { cwd: root, stdio: 'inherit' });
  console.log(`typecheck ${pkg}: ${status === 0 ? 'ok' : 'failed'}`);
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
