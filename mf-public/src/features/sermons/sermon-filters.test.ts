import {
  EMPTY_FILTERS,
  hasActiveFilters,
  parseSermonFilters,
  sermonFiltersToSearch,
  toSermonListParams,
  withFilter,
  withRawFilter,
} from './sermon-filters';

const parse = (query: string) => parseSermonFilters(new URLSearchParams(query));

describe('parseSermonFilters', () => {
  it('reads every filter category of the spec from the address query', () => {
    const filters = parse(
      'broadcasterID=orpc&eventType=Sunday+-+AM&languageCode=de&searchKeyword=grace&series=103307' +
        '&speakerID=42&book=ROM&chapter=8&year=2019&media=video&duration=900-1800&sortBy=oldest',
    );
    expect(filters).toEqual({
      sortBy: 'oldest',
      broadcasterID: 'orpc',
      eventType: 'Sunday - AM',
      languageCode: 'de',
      searchKeyword: 'grace',
      series: '103307',
      speakerID: 42,
      book: 'ROM',
      chapter: 8,
      year: 2019,
      media: 'video',
      duration: { minSeconds: 900, maxSeconds: 1800 },
    });
  });

  it('gives the default filters for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('falls back to newest for an unknown sort', () => {
    expect(parse('sortBy=loudest').sortBy).toBe('newest');
  });

  it('ignores malformed values instead of sending them to the API', () => {
    const filters = parse('speakerID=abc&year=19&media=vinyl&duration=30-10&searchKeyword=%20%20');
    expect(filters.speakerID).toBeNull();
    expect(filters.year).toBeNull();
    expect(filters.media).toBeNull();
    expect(filters.duration).toBeNull();
    expect(filters.searchKeyword).toBeNull();
  });

  it('drops a chapter that has no book', () => {
    expect(parse('chapter=3').chapter).toBeNull();
  });

  it('reads an open-ended duration', () => {
    expect(parse('duration=3600-').duration).toEqual({ minSeconds: 3600, maxSeconds: null });
  });
});

describe('sermonFiltersToSearch', () => {
  it('leaves defaults out of the address', () => {
    expect(sermonFiltersToSearch(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips through the address query', () => {
    const query = 'searchKeyword=grace&eventType=Bible+Study&book=JHN&chapter=3&media=audio&duration=0-900&sortBy=downloads';
    expect(sermonFiltersToSearch(parse(query)).toString()).toBe(query);
  });
});

describe('withFilter', () => {
  it('resets the list to page 1 when a filter changes', () => {
    const current = parse('eventType=Youth&page=3');
    expect(withFilter(current, 'year', 2001).get('page')).toBeNull();
  });

  it('clears the chapter when the book changes', () => {
    const current = parse('book=ROM&chapter=8');
    const next = withFilter(current, 'book', 'GEN');
    expect(next.get('book')).toBe('GEN');
    expect(next.get('chapter')).toBeNull();
  });

  it('removes a filter set to null', () => {
    const current = parse('eventType=Youth&languageCode=en');
    expect(withFilter(current, 'eventType', null).toString()).toBe('languageCode=en');
  });

  it('stops sorting by relevance once the keyword is cleared', () => {
    const current = parse('searchKeyword=hope&sortBy=relevance');
    expect(withFilter(current, 'searchKeyword', null).get('sortBy')).toBeNull();
  });
});

describe('hasActiveFilters', () => {
  it('does not count the sort as a filter', () => {
    expect(hasActiveFilters(parse('sortBy=oldest'))).toBe(false);
    expect(hasActiveFilters(parse('year=1999'))).toBe(true);
  });
});

describe('toSermonListParams', () => {
  it('maps the media filter onto the API flags', () => {
    expect(toSermonListParams(parse('media=audio'))).toMatchObject({ requireAudio: true });
    expect(toSermonListParams(parse('media=video'))).toMatchObject({ requireVideo: true });
    expect(toSermonListParams(parse('media=pdf'))).toMatchObject({ requirePDF: true });
    expect(toSermonListParams(parse('media=none'))).toMatchObject({ noMedia: true });
  });

  it('maps a duration range onto the duration bounds', () => {
    expect(toSermonListParams(parse('duration=900-1800'))).toMatchObject({
      audioMinDurationSeconds: 900,
      audioMaxDurationSeconds: 1800,
    });
    const open = toSermonListParams(parse('duration=3600-'));
    expect(open.audioMinDurationSeconds).toBe(3600);
    expect(open.audioMaxDurationSeconds).toBeUndefined();
  });

  it('sends only the filters that are set', () => {
    expect(toSermonListParams(parse('speakerID=7&book=ROM&chapter=8'))).toEqual({
      sortBy: 'newest',
      speakerID: 7,
      book: 'ROM',
      chapter: 8,
    });
  });
});

describe('withRawFilter', () => {
  it('applies typed text the way the address query is read', () => {
    expect(withRawFilter(parse(''), 'year', ' 1998 ').toString()).toBe('year=1998');
    expect(withRawFilter(parse('year=1998'), 'year', 'soon').toString()).toBe('');
  });

  it('keeps a chapter only under the chosen book', () => {
    expect(withRawFilter(parse('book=ROM'), 'chapter', '8').toString()).toBe('book=ROM&chapter=8');
    expect(withRawFilter(parse(''), 'chapter', '8').toString()).toBe('');
  });

  it('clears a filter whose box was emptied', () => {
    expect(withRawFilter(parse('searchKeyword=grace&media=pdf'), 'searchKeyword', '').toString()).toBe('media=pdf');
  });
});
