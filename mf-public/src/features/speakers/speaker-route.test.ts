import { parseSpeakerSegment } from './speaker-route';

describe('parseSpeakerSegment', () => {
  it('reads digits as a speaker id', () => {
    expect(parseSpeakerSegment('42')).toEqual({ kind: 'id', speakerID: 42 });
  });

  it('reads anything else as a name, with underscores as spaces', () => {
    expect(parseSpeakerSegment('Charles_Spurgeon')).toEqual({ kind: 'name', name: 'Charles Spurgeon' });
  });
});
