import { MAX_COMMENT_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from '../constants/accounts';
import {
  commentProblems,
  displayNameOf,
  displayNameProblems,
  isValidEmail,
  normalizeIdentifier,
  passwordProblems,
  usernameProblems,
} from './account-validation';

describe('the password rule', () => {
  it('accepts 8 characters with a lower-case letter and an upper-case letter or a digit', () => {
    expect(passwordProblems('sermons-demo-1')).toEqual([]);
    expect(passwordProblems('abcdefgH')).toEqual([]);
    expect(passwordProblems('abcdefg1')).toEqual([]);
  });

  it('names every problem at once', () => {
    expect(passwordProblems('abc')).toEqual(['tooShort', 'needsUpperOrDigit']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['needsLower']);
    expect(passwordProblems('')).toEqual(['tooShort', 'needsLower', 'needsUpperOrDigit']);
    expect(passwordProblems(`a1${'x'.repeat(MAX_PASSWORD_LENGTH)}`)).toEqual(['tooLong']);
  });

  it('counts letters beyond ASCII', () => {
    expect(passwordProblems('ñandú-ÉTÉ')).toEqual([]);
  });
});

describe('the username rule', () => {
  it('accepts 4 to 32 letters and digits', () => {
    expect(usernameProblems('list')).toEqual([]);
    expect(usernameProblems('Listener2024')).toEqual([]);
    expect(usernameProblems('a'.repeat(MAX_USERNAME_LENGTH))).toEqual([]);
  });

  it('refuses short, long and anything but a-z A-Z 0-9', () => {
    expect(usernameProblems('abc')).toEqual(['tooShort']);
    expect(usernameProblems('a'.repeat(MAX_USERNAME_LENGTH + 1))).toEqual(['tooLong']);
    expect(usernameProblems('john doe')).toEqual(['badCharacters']);
    expect(usernameProblems('jöhn')).toEqual(['badCharacters']);
    expect(usernameProblems('a_b')).toEqual(['tooShort', 'badCharacters']);
  });
});

describe('the e-mail check', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('listener@example.org')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.co.uk')).toBe(true);
  });

  it('refuses addresses without one @, without a dotted domain, or with spaces', () => {
    for (const bad of ['', 'listener', 'a@b', 'a@@b.org', 'a b@c.org', 'a@b..org', '@example.org', 'a@.org', `${'a'.repeat(250)}@b.org`]) {
      expect([bad, isValidEmail(bad)]).toEqual([bad, false]);
    }
  });
});

describe('names', () => {
  it('show the display name, or the username when it is empty', () => {
    expect(displayNameOf({ username: 'listener', display_name: 'Ann Smith' })).toBe('Ann Smith');
    expect(displayNameOf({ username: 'listener', display_name: '   ' })).toBe('listener');
    expect(displayNameOf({ username: 'listener', display_name: null })).toBe('listener');
    expect(displayNameOf({ username: 'listener' })).toBe('listener');
  });

  it('limit the display name length', () => {
    expect(displayNameProblems('Ann')).toEqual([]);
    expect(displayNameProblems('x'.repeat(65))).toEqual(['tooLong']);
  });

  it('compare usernames and e-mail addresses without case or surrounding spaces', () => {
    expect(normalizeIdentifier('  Listener@Example.ORG ')).toBe('listener@example.org');
  });
});

describe('the comment rule', () => {
  it('counts the length after trimming', () => {
    expect(commentProblems('  Amen!  ')).toEqual([]);
    expect(commentProblems('  Amen  ')).toEqual(['tooShort']);
    expect(commentProblems('  ok   ')).toEqual(['tooShort']);
    expect(commentProblems('x'.repeat(MAX_COMMENT_LENGTH))).toEqual([]);
    expect(commentProblems('x'.repeat(MAX_COMMENT_LENGTH + 1))).toEqual(['tooLong']);
  });
});
