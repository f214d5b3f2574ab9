import { deepEqual } from './deep-equal';

describe('deepEqual of form values', () => {
  it('compares nested objects and arrays by content', () => {
    expect(deepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
  });
  it('ignores key order and treats a missing key as undefined', () => {
    expect(deepEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: null }, { a: 1 })).toBe(false);
  });
  it('compares dates by time and tells arrays from objects', () => {
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(new Date(5), new Date(6))).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual('', 0)).toBe(false);
  });
});
