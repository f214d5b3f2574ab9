import { isPlayList } from '@sermon/shared-contracts/entities/play-list';
import { sermonPlayList } from './play-list';

describe('the play list of a sermon grid', () => {
  it('keeps the filters and the sort of the page as query strings', () => {
    const list = sermonPlayList('series', { series: 12, broadcasterID: 'gracecovenant', sortBy: 'oldest' }, 'Psalms');
    expect(list).toEqual({
      kind: 'series',
      params: { series: '12', broadcasterID: 'gracecovenant', sortBy: 'oldest' },
      label: 'Psalms',
    });
    expect(isPlayList(list)).toBe(true);
  });

  it('leaves paging and payload options to the player', () => {
    const list = sermonPlayList('speaker', { speakerID: 7, sortBy: 'newest', page: 3, pageSize: 25, liteBroadcaster: true });
    expect(list).toEqual({ kind: 'speaker', params: { speakerID: '7', sortBy: 'newest' } });
  });

  it('writes flags as true, joins id lists and drops filters that are off', () => {
    const list = sermonPlayList('search', {
      searchKeyword: 'grace',
      requireVideo: true,
      requireAudio: false,
      sermonIDs: ['1', '2'],
      eventType: '',
    });
    expect(list.params).toEqual({ searchKeyword: 'grace', requireVideo: 'true', sermonIDs: '1,2' });
  });
});
