import { EMBED_SIZES, embedIframeHTML, escapeAttribute, fitEmbedSize, VIDEO_EMBED_CONTROLS_HEIGHT } from './embed-iframe';

describe('fitEmbedSize', () => {
  it('gives the default size of each kind without limits', () => {
    for (const kind of ['audio', 'video', 'list', 'live'] as const) {
      expect(fitEmbedSize(kind)).toEqual(EMBED_SIZES[kind]);
    }
  });

  it('never grows a frame past its default when the limits are generous', () => {
    expect(fitEmbedSize('audio', { maxWidth: 2000, maxHeight: 2000 })).toEqual(EMBED_SIZES.audio);
  });

  it('shrinks each side of an audio frame on its own', () => {
    expect(fitEmbedSize('audio', { maxWidth: 300 })).toEqual({ width: 300, height: EMBED_SIZES.audio.height });
    expect(fitEmbedSize('audio', { maxHeight: 120 })).toEqual({ width: EMBED_SIZES.audio.width, height: 120 });
  });

  it('keeps the 16:9 picture of a video frame narrowed by maxwidth', () => {
    expect(fitEmbedSize('video', { maxWidth: 320 })).toEqual({ width: 320, height: 180 + VIDEO_EMBED_CONTROLS_HEIGHT });
  });

  it('narrows a video frame whose height is capped, and stays inside both limits', () => {
    const size = fitEmbedSize('video', { maxWidth: 600, maxHeight: 280 });
    expect(size.height).toBe(280);
    expect(size.width).toBe(Math.floor(((280 - VIDEO_EMBED_CONTROLS_HEIGHT) * 16) / 9));
    expect(size.width).toBeLessThanOrEqual(600);
  });

  it('ignores limits that are not positive numbers', () => {
    expect(fitEmbedSize('list', { maxWidth: Number.NaN, maxHeight: 0 })).toEqual(EMBED_SIZES.list);
    expect(fitEmbedSize('list', { maxWidth: -5 })).toEqual(EMBED_SIZES.list);
  });
});

describe('embedIframeHTML', () => {
  it('writes a frame that may play, go full screen and copy', () => {
    const html = embedIframeHTML({ src: 'https://x.org/embed/classic/player/a/1', title: 'Grace', width: 640, height: 200 });
    expect(html).toBe(
      '<iframe src="https://x.org/embed/classic/player/a/1" width="640" height="200" title="Grace" ' +
        'style="border:0;max-width:100%" loading="lazy" ' +
        'allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>',
    );
  });

  it('escapes quotes and markup in every attribute', () => {
    const html = embedIframeHTML({ src: 'https://x.org/?a="b"&c', title: '<script>"x"</script>', width: '100%', height: 200 });
    expect(html).toContain('src="https://x.org/?a=&quot;b&quot;&amp;c"');
    expect(html).toContain('title="&lt;script&gt;&quot;x&quot;&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });
});

describe('escapeAttribute', () => {
  it('leaves plain text alone', () => {
    expect(escapeAttribute('Psalm 23 by J. Smith')).toBe('Psalm 23 by J. Smith');
  });
});
