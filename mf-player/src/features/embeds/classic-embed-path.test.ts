import { embedMediaType, parseClassicEmbedPath } from './classic-embed-path';

describe('parseClassicEmbedPath', () => {
  it('reads {a|v}/{sermonID} as one sermon, the long media names too', () => {
    expect(parseClassicEmbedPath('a/1234')).toEqual({ kind: 'single', mediaType: 'audio', sermonID: '1234' });
    expect(parseClassicEmbedPath('v/1234/')).toEqual({ kind: 'single', mediaType: 'video', sermonID: '1234' });
    expect(parseClassicEmbedPath('audio/1234')).toEqual({ kind: 'single', mediaType: 'audio', sermonID: '1234' });
    expect(parseClassicEmbedPath('V/1234')).toEqual({ kind: 'single', mediaType: 'video', sermonID: '1234' });
  });

  it('reads a media type and a category as a list of that category, newest first', () => {
    const path = parseClassicEmbedPath('a/broadcaster/gracechapel');
    expect(path).toMatchObject({
      kind: 'list',
      mediaType: 'audio',
      params: { broadcasterID: 'gracechapel', requireAudio: true, sortBy: 'newest' },
      list: { kind: 'broadcaster', params: { broadcasterID: 'gracechapel', requireAudio: '1', sortBy: 'newest' } },
    });
  });

  it('plays a series in preaching order', () => {
    expect(parseClassicEmbedPath('series/12')).toMatchObject({
      kind: 'list',
      mediaType: null,
      params: { series: '12', sortBy: 'oldest' },
      list: { kind: 'series' },
    });
  });

  it('combines the category with a filter', () => {
    const path = parseClassicEmbedPath('video/broadcaster/gracechapel/speaker/42');
    expect(path).toMatchObject({
      kind: 'list',
      mediaType: 'video',
      params: { broadcasterID: 'gracechapel', speakerID: 42, requireVideo: true },
      list: { kind: 'speaker' },
    });
  });

  it('takes a speaker by name when the value is not an id, and decodes the address', () => {
    expect(parseClassicEmbedPath('speaker/John%20Owen')).toMatchObject({ kind: 'list', params: { speakerName: 'John Owen' } });
  });

  it('accepts the spec filter category names in any case', () => {
    expect(parseClassicEmbedPath('BroadcasterID/x/eventType/Sunday%20Service')).toMatchObject({
      kind: 'list',
      params: { broadcasterID: 'x', eventType: 'Sunday Service' },
    });
    expect(parseClassicEmbedPath('book/ROM/chapter/8')).toMatchObject({ kind: 'list', params: { book: 'ROM', chapter: 8 } });
    expect(parseClassicEmbedPath('a/year/1999')).toMatchObject({ kind: 'list', params: { year: 1999, requireAudio: true } });
  });

  it('lists everything, newest first, without any segment, or a media type alone', () => {
    expect(parseClassicEmbedPath('')).toMatchObject({ kind: 'list', mediaType: null, filters: [], params: { sortBy: 'newest' } });
    expect(parseClassicEmbedPath('v')).toMatchObject({ kind: 'list', mediaType: 'video', params: { requireVideo: true } });
  });

  it('names an unknown category', () => {
    expect(parseClassicEmbedPath('a/planet/mars')).toEqual({ kind: 'invalid', problem: { kind: 'unknown-category', name: 'planet' } });
    expect(parseClassicEmbedPath('x/1234')).toEqual({ kind: 'invalid', problem: { kind: 'unknown-category', name: 'x' } });
    expect(parseClassicEmbedPath('a/series/1/colour/red')).toEqual({ kind: 'invalid', problem: { kind: 'unknown-category', name: 'colour' } });
  });

  it('names a category without its value, also where a sermon id was expected', () => {
    expect(parseClassicEmbedPath('a/broadcaster')).toEqual({ kind: 'invalid', problem: { kind: 'missing-value', name: 'broadcaster' } });
    expect(parseClassicEmbedPath('series/%20')).toEqual({ kind: 'invalid', problem: { kind: 'missing-value', name: 'series' } });
  });

  it('refuses values a number filter cannot take, and a chapter without its book', () => {
    expect(parseClassicEmbedPath('year/soon')).toEqual({ kind: 'invalid', problem: { kind: 'bad-value', name: 'year', value: 'soon' } });
    expect(parseClassicEmbedPath('year/20')).toMatchObject({ kind: 'invalid', problem: { kind: 'bad-value' } });
    expect(parseClassicEmbedPath('chapter/3')).toMatchObject({ kind: 'invalid', problem: { kind: 'bad-value', name: 'chapter' } });
  });

  it('refuses more segments than a category and a filter', () => {
    expect(parseClassicEmbedPath('a/series/1/speaker/2/year/2000')).toEqual({ kind: 'invalid', problem: { kind: 'too-long' } });
  });
});

describe('embedMediaType', () => {
  it('knows a, v, audio and video only', () => {
    expect(embedMediaType('a')).toBe('audio');
    expect(embedMediaType('video')).toBe('video');
    expect(embedMediaType('l')).toBeNull();
    expect(embedMediaType(undefined)).toBeNull();
  });
});
