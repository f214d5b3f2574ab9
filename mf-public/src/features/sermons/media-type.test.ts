import { primaryMediaType, requestedMediaType } from './media-type';

describe('requestedMediaType', () => {
  it('reads a trailing a or v segment', () => {
    expect(requestedMediaType('a', null)).toBe('audio');
    expect(requestedMediaType('v', null)).toBe('video');
  });

  it('reads the mediaType query', () => {
    expect(requestedMediaType(undefined, 'v')).toBe('video');
  });

  it('ignores anything that is not a or v', () => {
    expect(requestedMediaType('x', 'video')).toBeNull();
  });
});

describe('primaryMediaType', () => {
  it('plays what the link asked for when the sermon has it', () => {
    expect(primaryMediaType({ audio: true, video: true }, 'video')).toBe('video');
  });

  it('prefers audio when nothing was asked for', () => {
    expect(primaryMediaType({ audio: true, video: true }, null)).toBe('audio');
  });

  it('falls back to what exists', () => {
    expect(primaryMediaType({ audio: false, video: true }, 'audio')).toBe('video');
    expect(primaryMediaType({ audio: false, video: false }, null)).toBeNull();
  });
});
