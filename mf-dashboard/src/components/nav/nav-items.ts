import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface NavItem {
  /** relative to the dashboard root ('' = overview); absolute (starting with '/') = a page of another remote */
  to: string;
  label: MessageDescriptor;
  testId: string;
}

export interface NavGroup {
  label: MessageDescriptor | null;
  items: NavItem[];
}

/** The dashboard's side navigation (issue 5 contract, "Nav (V4)"), grouped as an admin reads it: content, then the account. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: null,
    items: [{ to: '', label: msg`Overview`, testId: 'dashboard-nav-overview' }],
  },
  {
    label: msg`Content`,
    items: [
      { to: 'sermons', label: msg`Sermons`, testId: 'dashboard-nav-sermons' },
      { to: 'series', label: msg`Series`, testId: 'dashboard-nav-series' },
      { to: 'speakers', label: msg`Speakers`, testId: 'dashboard-nav-speakers' },
      { to: 'articles', label: msg`Articles`, testId: 'dashboard-nav-articles' },
      { to: 'notices', label: msg`Notices`, testId: 'dashboard-nav-notices' },
      { to: 'webcast', label: msg`Webcast`, testId: 'dashboard-nav-webcast' },
    ],
  },
  {
    label: msg`Broadcaster`,
    items: [
      { to: 'managers', label: msg`Managers`, testId: 'dashboard-nav-managers' },
      { to: 'settings', label: msg`Settings`, testId: 'dashboard-nav-settings' },
      { to: 'customization', label: msg`Customization`, testId: 'dashboard-nav-customization' },
      { to: 'donations', label: msg`Donations`, testId: 'dashboard-nav-donations' },
      { to: 'email-settings', label: msg`E-mail settings`, testId: 'dashboard-nav-email-settings' },
      { to: 'account/connections', label: msg`Connections`, testId: 'dashboard-nav-connections' },
    ],
  },
  {
    label: null,
    items: [{ to: '/promotions', label: msg`Promotions`, testId: 'dashboard-nav-promotions' }],
  },
];
