import { EMBED_SIZES } from '@sermon/shared-contracts/rules/embed-iframe';
import { buildEmbedExamples } from './embed-examples';

const titles = { audio: 'Audio', video: 'Video', list: 'List', live: 'Live' };

describe('buildEmbedExamples', () => {
  it('gives each embed kind its address, default size and iframe code', () => {
    const examples = buildEmbedExamples({ audioSermonID: '1', videoSermonID: '2', broadcasterID: 'grace' }, 'https://s.org', 'en', titles);
    expect(examples.map((e) => [e.kind, e.src])).toEqual([
      ['audio', 'https://s.org/embed/classic/player/a/1'],
      ['video', 'https://s.org/embed/classic/player/v/2'],
      ['list', 'https://s.org/embed/classic/player/a/broadcaster/grace'],
      ['live', 'https://s.org/embed/classic/player/l/grace'],
    ]);
    expect(examples[1]!.size).toEqual(EMBED_SIZES.video);
    expect(examples[1]!.code).toContain(`src="https://s.org/embed/classic/player/v/2" width="${EMBED_SIZES.video.width}" height="${EMBED_SIZES.video.height}" title="Video"`);
  });

  it('leaves out the kinds the site has nothing for, and keeps the page locale in the addresses', () => {
    const examples = buildEmbedExamples({ audioSermonID: '1', videoSermonID: null, broadcasterID: 'a b' }, 'https://s.org', 'de', titles);
    expect(examples.map((e) => e.src)).toEqual([
      'https://s.org/de/embed/classic/player/a/1',
      'https://s.org/de/embed/classic/player/a/broadcaster/a%20b',
      'https://s.org/de/embed/classic/player/l/a%20b',
    ]);
  });
});

describe('mostFrequent', () => {
  it('picks the value seen most often, the earliest of equals, and null for none', () => {
    const { mostFrequent } = jest.requireActual<typeof import('./EmbedExamples')>('./EmbedExamples');
    expect(mostFrequent(['a', 'b', 'b', 'c'])).toBe('b');
    expect(mostFrequent(['a', 'b'])).toBe('a');
    expect(mostFrequent([])).toBeNull();
  });
});
