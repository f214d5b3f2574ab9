import { readColorMode } from './color-mode';

// parsing the stored value is tested with the shared rule (shared-contracts/src/rules/color-mode.test.ts)
describe('reading the color mode', () => {
  it('reads the stored mode', () => {
    expect(readColorMode({ getItem: () => '"dark"' })).toBe('dark');
    expect(readColorMode({ getItem: () => null })).toBe('system');
  });
  it('treats blocked storage as system', () => {
    const blocked = { getItem: () => { throw new Error('denied'); } };
    expect(readColorMode(blocked)).toBe('system');
  });
});
