import { paramsKey } from './query-key';

describe('paramsKey', () => {
  it('does not depend on the order the params were written in', () => {
    expect(paramsKey({ sortBy: 'newest', speakerID: 7 })).toBe(paramsKey({ speakerID: 7, sortBy: 'newest' }));
  });

  it('tells different params apart', () => {
    expect(paramsKey({ speakerID: 7 })).not.toBe(paramsKey({ speakerID: 8 }));
  });
});
