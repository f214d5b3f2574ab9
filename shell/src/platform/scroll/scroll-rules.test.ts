import { decideScroll } from './scroll-rules';

const url = (path: string) => new URL(path, 'https://example.org');
const go = (from: string, to: string) => decideScroll({ from: url(from), to: url(to), isHistoryTraversal: false });

describe('scrolling after navigation', () => {
  it('goes to the hash target when there is one', () => {
    expect(go('/sermons', '/sermons/123#comments')).toEqual({ kind: 'hash', id: 'comments' });
    expect(go('/sermons/123', '/sermons/123#transcript')).toEqual({ kind: 'hash', id: 'transcript' });
  });

  it('keeps the position when only the query changes', () => {
    expect(go('/sermons?mediaType=video', '/sermons?mediaType=audio')).toEqual({ kind: 'keep' });
  });

  it('keeps the position between tabs of the same item', () => {
    expect(go('/speakers/john_owen', '/speakers/john_owen/series')).toEqual({ kind: 'keep' });
    expect(go('/speakers/john_owen/series', '/speakers/john_owen/sermons')).toEqual({ kind: 'keep' });
    expect(go('/de/broadcasters/abc/notices', '/de/broadcasters/abc/sermons')).toEqual({ kind: 'keep' });
  });

  it('scrolls to the top for the same tab of another item', () => {
    expect(go('/speakers/john_owen/series', '/speakers/c_h_spurgeon/series')).toEqual({ kind: 'top' });
  });

  it('keeps the position between the hymnal and the psalter, and between news and release notes', () => {
    expect(go('/hymnal', '/psalter')).toEqual({ kind: 'keep' });
    expect(go('/release-notes', '/news')).toEqual({ kind: 'keep' });
  });

  it('scrolls to the top for unrelated pages', () => {
    expect(go('/sermons', '/speakers')).toEqual({ kind: 'top' });
    expect(go('/sermons/1', '/sermons/2')).toEqual({ kind: 'top' });
    expect(go('/sermons', '/no-such-page')).toEqual({ kind: 'top' });
  });

  it('leaves back/forward and the first page load to the browser', () => {
    expect(decideScroll({ from: url('/a'), to: url('/b#x'), isHistoryTraversal: true })).toEqual({ kind: 'restore' });
    expect(decideScroll({ from: null, to: url('/sermons'), isHistoryTraversal: false })).toEqual({ kind: 'restore' });
  });
});
