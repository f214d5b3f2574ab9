import { playListNeighbour } from './play-list-neighbour';

const ids = ['a', 'b', 'c'];

describe('play list neighbour', () => {
  it('goes to the next going forward and the previous going reverse', () => {
    expect(playListNeighbour(ids, 'b', 'forward')).toBe('c');
    expect(playListNeighbour(ids, 'b', 'reverse')).toBe('a');
  });

  it('wraps round at both ends', () => {
    expect(playListNeighbour(ids, 'c', 'forward')).toBe('a');
    expect(playListNeighbour(ids, 'a', 'reverse')).toBe('c');
  });

  it('repeats the only sermon of a list of one', () => {
    expect(playListNeighbour(['a'], 'a', 'forward')).toBe('a');
    expect(playListNeighbour(['a'], 'a', 'reverse')).toBe('a');
  });

  it('starts at the first (forward) or the last (reverse) when the current sermon is not in the list', () => {
    expect(playListNeighbour(ids, 'zz', 'forward')).toBe('a');
    expect(playListNeighbour(ids, 'zz', 'reverse')).toBe('c');
  });

  it('has no neighbour in an empty list', () => {
    expect(playListNeighbour([], 'a', 'forward')).toBeNull();
  });
});
