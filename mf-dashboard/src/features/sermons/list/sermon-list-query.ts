// The dashboard sermon list's filters -> GET node/sermons params (drafts and scheduled sermons only for staff).
import { DASHBOARD_SERMON_PAGE_SIZE } from '@sermon/shared-contracts/constants/sermon-editor';
import type { SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { SermonSortBy } from '@sermon/shared-contracts/constants/sermon-sort';

export type PublishFilter = 'all' | 'draft' | 'scheduled' | 'published';

export const DASHBOARD_SORTS = ['updated', 'added', 'newest', 'oldest', 'title'] as const satisfies readonly SermonSortBy[];
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

export interface SermonListFilters {
  search: string;
  publish: PublishFilter;
  sort: DashboardSort;
}

export const DEFAULT_FILTERS: SermonListFilters = { search: '', publish: 'all', sort: 'updated' };

export function sermonListParams(broadcasterID: string, filters: SermonListFilters, page: number): SermonListParams {
  const search = filters.search.trim();
  return {
    broadcasterID,
    page,
    pageSize: DASHBOARD_SERMON_PAGE_SIZE,
    sortBy: filters.sort,
    includeDrafts: filters.publish === 'all' || filters.publish === 'draft',
    includeScheduled: filters.publish === 'all' || filters.publish === 'scheduled',
    includePublished: filters.publish === 'all' || filters.publish === 'published',
    ...(search ? { searchKeyword: search } : {}),
    lite: true,
    liteBroadcaster: true,
  };
}

/** Filters <-> the page's query string, so a reload or a shared link keeps them. */
export function filtersFromQuery(query: URLSearchParams): SermonListFilters {
  const publish = query.get('state');
  const sort = query.get('sort');
  return {
    search: query.get('q') ?? '',
    publish: publish === 'draft' || publish === 'scheduled' || publish === 'published' ? publish : 'all',
    sort: (DASHBOARD_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DashboardSort) : DEFAULT_FILTERS.sort,
  };
}

export function queryFromFilters(filters: SermonListFilters): string {
  const query = new URLSearchParams();
  if (filters.search.trim()) query.set('q', filters.search.trim());
  if (filters.publish !== 'all') query.set('state', filters.publish);
  if (filters.sort !== DEFAULT_FILTERS.sort) query.set('sort', filters.sort);
  return query.toString();
}
