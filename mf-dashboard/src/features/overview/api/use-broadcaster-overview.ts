// The overview's one read: broadcasterOverview over /graphql (urql). A FORBIDDEN error on nextBill alone (the
// caller is not a Biller) is not a failure of the page: that panel is simply left out.
import { useQuery } from 'urql';
import {
  BROADCASTER_OVERVIEW_QUERY,
  type BroadcasterOverview,
  type BroadcasterOverviewResult,
} from '@sermon/shared-contracts/api/get-broadcaster-overview';

export type OverviewState =
  | { status: 'loading' }
  | { status: 'failed'; httpStatus: number | null; retry: () => void }
  | { status: 'ready'; overview: BroadcasterOverview; billHidden: boolean; refreshing: boolean };

type ErrorLike = { path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> };

export function isBillOnlyError(error: ErrorLike): boolean {
  return error.path?.[error.path.length - 1] === 'nextBill' && error.extensions?.status === 403;
}

export function useBroadcasterOverview(broadcasterID: string): OverviewState {
  const [result, reexecute] = useQuery<BroadcasterOverviewResult>({ query: BROADCASTER_OVERVIEW_QUERY, variables: { broadcasterID } });
  const retry = () => reexecute({ requestPolicy: 'network-only' });
  const errors = (result.error?.graphQLErrors ?? []) as ErrorLike[];
  const overview = result.data?.broadcasterOverview;
  if (overview) {
    const billHidden = errors.some(isBillOnlyError);
    return { status: 'ready', overview, billHidden, refreshing: result.fetching || result.stale };
  }
  if (result.fetching || (!result.error && !result.data)) return { status: 'loading' };
  const status = errors.find((error) => typeof error.extensions?.status === 'number')?.extensions?.status as number | undefined;
  return { status: 'failed', httpStatus: status ?? null, retry };
}
