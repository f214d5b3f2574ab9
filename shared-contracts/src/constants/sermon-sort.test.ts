import { parseSermonSort, SERMON_SORT_OPTIONS } from './sermon-sort';
import { SERMON_EVENT_TYPES } from './event-types';

describe('sermon sort options', () => {
  it('accepts every listed option, case-insensitively', () => {
    for (const option of SERMON_SORT_OPTIONS) expect(parseSermonSort(option.toUpperCase())).toBe(option);
  });

  it('falls back to newest for unknown or missing values', () => {
    expect(parseSermonSort('sideways')).toBe('newest');
    expect(parseSermonSort(undefined)).toBe('newest');
  });
});

describe('event types', () => {
  it('lists the 29 event types once each', () => {
    expect(SERMON_EVENT_TYPES).toHaveLength(29);
    expect(new Set(SERMON_EVENT_TYPES).size).toBe(29);
  });
});
