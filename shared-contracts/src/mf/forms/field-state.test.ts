import { fieldState } from './field-state';

describe('fieldState', () => {
  it('is focused while the user types, whatever the value', () => {
    expect(fieldState({ value: 'ab', focused: true, problemCount: 2 })).toBe('focused');
  });
  it('is incomplete when empty and not focused', () => {
    expect(fieldState({ value: '', focused: false, problemCount: 1 })).toBe('incomplete');
  });
  it('is invalid with problems after leaving the field', () => {
    expect(fieldState({ value: 'ab', focused: false, problemCount: 1 })).toBe('invalid');
  });
  it('is valid without problems', () => {
    expect(fieldState({ value: 'abcd', focused: false, problemCount: 0 })).toBe('valid');
  });
});
