const { jestBase } = require('../tools/jest/jest.base.cjs');

module.exports = jestBase(__dirname);
