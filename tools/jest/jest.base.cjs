// Shared jest base: @swc/jest with the same swc options as webpack; jsdom by default
// (a test that needs fetch/Response opts into node with a `@jest-environment node` docblock).
const path = require('node:path');
const { swcOptions } = require('../swc/swc-options.cjs');

/** @param {string} rootDir */
function jestBase(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ module: 'commonjs' })] },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    // ESM-only packages that must be transformed for CommonJS jest
    transformIgnorePatterns: ['/node_modules/(?!(@lingui|@xstate|xstate)/)'],
  };
}
module.exports = { jestBase };
