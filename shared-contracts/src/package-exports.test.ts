import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The "./*" export maps to .ts only (one pattern cannot name two extensions, and bundlers do not fall back
// between targets), so each .tsx module needs its own entry or webpack, jest and tsc cannot import it.
const packageDir = path.join(__dirname, '..');
const exportsField = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports as Record<string, string>;

function reactModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return reactModules(full);
    return /(?<!\.test|\.stories)\.tsx$/.test(entry.name) ? [path.relative(path.join(packageDir, 'src'), full)] : [];
  });
}

describe('the package exports', () => {
  it.each(reactModules(path.join(packageDir, 'src')))('make the React module %s importable without its extension', (file) => {
    const subpath = `./${file.replace(/\.tsx$/, '').split(path.sep).join('/')}`;
    expect(exportsField[subpath]).toBe(`./src/${file.split(path.sep).join('/')}`);
  });

  it('map every other path to its .ts module', () => {
    expect(exportsField['./*']).toBe('./src/*.ts');
  });
});
