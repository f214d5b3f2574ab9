import type { PagedResult } from '../api/use-paged-query';
import type { InfiniteListProps } from './InfiniteList';

/** The paging half of an InfiniteList's props, from a paged query: `<InfiniteList items={…} {...pagingProps(list)} />`. */
export function pagingProps(
  list: Pick<PagedResult<unknown>, 'status' | 'hasMore' | 'loadMore' | 'retry'>,
): Pick<InfiniteListProps<unknown>, 'status' | 'hasMore' | 'onLoadMore' | 'onRetry'> {
  return { status: list.status, hasMore: list.hasMore, onLoadMore: list.loadMore, onRetry: list.retry };
}
