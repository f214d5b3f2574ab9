import {
  MAX_BROADCASTER_ID_LENGTH,
  MIN_BROADCASTER_ID_LENGTH,
  broadcasterIdProblems,
  broadcasterIdRuleText,
  isValidBroadcasterId,
  normalizeBroadcasterIdInput,
} from './broadcaster-id';

describe('broadcaster ID rule', () => {
  it('accepts digits and lower-case letters within the bounds', () => {
    expect(isValidBroadcasterId('gracechapel')).toBe(true);
    expect(isValidBroadcasterId('abc')).toBe(true);
    expect(isValidBroadcasterId('church2024')).toBe(true);
    expect(isValidBroadcasterId('a'.repeat(MAX_BROADCASTER_ID_LENGTH))).toBe(true);
  });

  it('rejects ids shorter than the minimum or longer than the maximum', () => {
    expect(broadcasterIdProblems('ab')).toEqual(['tooShort']);
    expect(broadcasterIdProblems('')).toEqual(['tooShort']);
    expect(broadcasterIdProblems('a'.repeat(MAX_BROADCASTER_ID_LENGTH + 1))).toEqual(['tooLong']);
    expect(MIN_BROADCASTER_ID_LENGTH).toBe(3);
  });

  it('rejects upper-case letters, spaces, dashes and non-ASCII letters', () => {
    for (const id of ['GraceChapel', 'grace chapel', 'grace-chapel', 'gräce', 'grace_chapel', 'grace.org']) {
      expect(broadcasterIdProblems(id)).toContain('badCharacters');
    }
  });

  it('reports every problem at once', () => {
    expect(broadcasterIdProblems('A-')).toEqual(['tooShort', 'badCharacters']);
  });

  it("states the rule with the bounds filled in", () => {
    expect(broadcasterIdRuleText()).toBe('3-30 characters, digits and lower-case letters, unique');
  });

  it('lower-cases and trims typed input but keeps other characters for the rule to name', () => {
    expect(normalizeBroadcasterIdInput('  GraceChapel ')).toBe('gracechapel');
    expect(normalizeBroadcasterIdInput('Grace Chapel')).toBe('grace chapel');
  });
});
