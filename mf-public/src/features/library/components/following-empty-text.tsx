import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { FollowingKind } from '../following-kinds';

/** What an empty list of follows says: how to fill it. */
export function followingEmptyText(kind: FollowingKind): ReactNode {
  if (kind === 'broadcasters') return <Trans>Follow broadcasters to see them here.</Trans>;
  if (kind === 'speakers') return <Trans>Follow speakers to see them here.</Trans>;
  return <Trans>Follow series to see them here.</Trans>;
}
