// One build id per build: from env BUILD_ID (set by the deploy pipeline) or a timestamp. It is compiled
// into the code (process.env.BUILD_ID) and written to dist/build-id.txt so the server can list it.
const fs = require('node:fs');
const path = require('node:path');

function resolveBuildId() {
  const fromEnv = process.env.BUILD_ID && process.env.BUILD_ID.trim();
  if (fromEnv) return fromEnv;
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

class BuildIdFilePlugin {
  /** @param {string} buildId */
  constructor(buildId) {
    this.buildId = buildId;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('BuildIdFilePlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      await fs.promises.mkdir(outDir, { recursive: true });
      await fs.promises.writeFile(path.join(outDir, 'build-id.txt'), `${this.buildId}\n`);
    });
  }
}

module.exports = { resolveBuildId, BuildIdFilePlugin };
