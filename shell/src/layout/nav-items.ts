import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The header's main navigation: route name (from the route table) and label. */
export const NAV_ITEMS: ReadonlyArray<{ route: string; label: MessageDescriptor }> = [
  { route: 'sermons', label: msg`Sermons` },
  { route: 'speakers', label: msg`Speakers` },
  { route: 'broadcasters', label: msg`Broadcasters` },
  { route: 'series', label: msg`Series` },
  { route: 'webcasts', label: msg`Webcasts` },
  { route: 'dashboard-beta', label: msg`Dashboard` },
];
