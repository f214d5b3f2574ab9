// Next and previous in a play list (spec doc 1 §4 "Repeat: Off, Forward, Reverse"): forward is the next sermon of
// the list, reverse the previous; the ends wrap round (that is what makes it repeat), so a list of one repeats it.
export type PlayDirection = 'forward' | 'reverse';

/**
 * The neighbour of `currentID` in `ids`, wrapping at both ends. A current sermon that is not in the list (the
 * list changed since it was started) leads to the start of the list going forward, the end going reverse.
 * Empty list: null.
 */
export function playListNeighbour(ids: readonly string[], currentID: string, direction: PlayDirection): string | null {
  if (ids.length === 0) return null;
  const index = ids.indexOf(currentID);
  if (index === -1) return direction === 'forward' ? ids[0]! : ids[ids.length - 1]!;
  const step = direction === 'forward' ? 1 : -1;
  return ids[(index + step + ids.length) % ids.length]!;
}
