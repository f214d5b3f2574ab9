import { defaultSortName, isPlaceholderSpeakerName, normalizeSpeakerName } from './speaker-name';

describe('speaker names', () => {
  it('derives "Last, First" sort names', () => {
    expect(defaultSortName('Charles H. Spurgeon')).toBe('Spurgeon, Charles H.');
    expect(defaultSortName('John Doe')).toBe('Doe, John');
    expect(defaultSortName('Martin Luther King Jr.')).toBe('King, Martin Luther Jr.');
    expect(defaultSortName('Augustine')).toBe('Augustine');
  });

  it('treats the placeholder names as placeholders whatever the case and spacing', () => {
    expect(isPlaceholderSpeakerName('various  speakers ')).toBe(true);
    expect(isPlaceholderSpeakerName('Unknown Speaker')).toBe(true);
    expect(isPlaceholderSpeakerName('Unknown Speakers Guild')).toBe(false);
  });

  it('collapses whitespace', () => {
    expect(normalizeSpeakerName('  John \t Doe ')).toBe('John Doe');
  });
});
