import { primaryMediaType, requestedMediaType } from './media-type';

describe('requestedMediaType', () => {
  it('reads a trailing a or v segment', () => {
    expect(requestedMediaType('a', null)).toBe('audio');
    expect(requestedMediaType('v', null)).toBe('video');
  });

  it('reads the mediaType query as a code or a word', () => {
    expect(requestedMediaType(undefined, 'v')).toBe('video');
    expect(requestedMediaType(undefined, 'video')).toBe('video');
    expect(requestedMediaType(undefined, 'audio')).toBe('audio');
  });

  it('lets the path segment win over the query', () => {
    expect(requestedMediaType('a', 'video')).toBe('audio');
  });

  it('ignores anything else', () => {
    expect(requestedMediaType('x', 'movie')).toBeNull();
    expect(requestedMediaType(undefined, 'VIDEO')).toBeNull();
    expect(requestedMediaType(undefined, null)).toBeNull();
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
