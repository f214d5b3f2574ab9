import { DEFAULT_FILTERS, filtersFromQuery, queryFromFilters, sermonListParams } from './sermon-list-query';

describe('sermonListParams', () => {
  it('asks for drafts, scheduled and published sermons of the broadcaster by default', () => {
    expect(sermonListParams('gracechapel', DEFAULT_FILTERS, 1)).toMatchObject({
      broadcasterID: 'gracechapel',
      page: 1,
      pageSize: 25,
      sortBy: 'updated',
      includeDrafts: true,
      includeScheduled: true,
      includePublished: true,
    });
  });

  it('narrows to one publish state and passes the search', () => {
    const params = sermonListParams('gracechapel', { search: ' romans ', publish: 'draft', sort: 'title' }, 2);
    expect(params).toMatchObject({ includeDrafts: true, includeScheduled: false, includePublished: false, searchKeyword: 'romans', sortBy: 'title', page: 2 });
  });
});

describe('filters in the query string', () => {
  it('round-trip and fall back to the defaults for unknown values', () => {
    const filters = { search: 'grace', publish: 'scheduled' as const, sort: 'oldest' as const };
    expect(filtersFromQuery(new URLSearchParams(queryFromFilters(filters)))).toEqual(filters);
    expect(queryFromFilters(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromQuery(new URLSearchParams('state=bogus&sort=random'))).toEqual(DEFAULT_FILTERS);
  });
});
