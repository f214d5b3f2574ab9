// Writes a .gz beside every text asset >= 1 KB after emit, so the server can send precompressed files
// (gzip level 9 costs build time once instead of CPU on every request).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|json|html)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      // Assets written outside webpack's asset list (the MF manifest and stats) are compressed too.
      for (const extra of ['mf-manifest.json', 'mf-stats.json']) {
        if (!names.includes(extra) && fs.existsSync(path.join(outDir, extra))) names.push(extra);
      }
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await fs.promises.readFile(file);
          if (data.length < MIN_BYTES) return;
          const gz = zlib.gzipSync(data, { level: 9 });
          await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
