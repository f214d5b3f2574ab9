// Tests only: renders dashboard pages as the Root does (data router, so useBlocker works), optionally with a
// resolved current broadcaster, without the shell.
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { BROADCASTER_ROLES, type BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { MfCustomProps } from '@sermon/shared-contracts/mf/custom-props';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import { DashboardBroadcasterContext, type DashboardBroadcaster } from '../access/use-dashboard-broadcaster';

export function fakeBroadcaster(overrides: Partial<Broadcaster> = {}): Broadcaster {
  return {
    type: 'broadcaster',
    broadcasterID: 'gracechapel',
    displayName: 'Grace Chapel',
    shortName: 'Grace Chapel',
    imageURL: '',
    imageURLResizable: '',
    location: 'Springfield',
    soloSite: false,
    soloSiteDisabled: false,
    disabled: false,
    canWebcast: true,
    albumArtURL: '',
    webcastInProgress: false,
    followed: false,
    idCode: 'GC',
    serviceTimesArePreformatted: null,
    serviceTimes: null,
    denomination: null,
    address: null,
    addressMail: null,
    latitude: null,
    longitude: null,
    minister: null,
    phone: null,
    listenLineNumber: null,
    homePageURL: null,
    bibleVersion: null,
    facebookUsername: null,
    twitterUsername: null,
    aboutUs: null,
    vacantPulpit: false,
    welcomeVideoID: null,
    countryISOCode: null,
    country: null,
    state: null,
    languageCode: null,
    rssFeedURL: null,
    rssFeedAtomURL: null,
    bannerImageURL: null,
    donatable: false,
    churchSize: null,
    joined: 1_700_000_000,
    numberOfSermons: 0,
    categories: 1,
    ...overrides,
  };
}

/** The context DashboardLayout provides, for a page rendered alone. */
export function fakeDashboardBroadcaster(roles: BroadcasterRole[] = Object.values(BROADCASTER_ROLES), broadcaster = fakeBroadcaster()): DashboardBroadcaster {
  return { broadcasterID: broadcaster.broadcasterID, broadcaster, roles, can: (role) => roles.includes(role), reload: jest.fn() };
}

export interface RenderDashboardOptions {
  /** the path to start at (basename-free), e.g. '/dashboard-beta/sermons' */
  path?: string;
  /** the route pattern `ui` renders at; other paths render `otherRoutes` or a probe showing the path */
  routePath?: string;
  props?: Partial<MfCustomProps>;
  /** null = no DashboardBroadcasterContext (DashboardLayout itself under test) */
  current?: DashboardBroadcaster | null;
}

/** Renders `ui` at `routePath` in a memory data router; any other path shows `<p data-testid="location">path</p>`. */
export function renderDashboard(ui: ReactElement, { path = '/dashboard-beta', routePath, props = {}, current = fakeDashboardBroadcaster() }: RenderDashboardOptions = {}): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  const router = createMemoryRouter(
    [
      { path: routePath ?? path.split('?')[0]!, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const value: MfCustomProps = { basePath: '', locale: 'en', apiBase: '/v2/', apiKey: 'test-key', session: ANONYMOUS_SESSION, ...props };
  const routed = <RouterProvider router={router} />;
  const result = render(
    <I18nProvider i18n={createSourceI18n()}>
      <RemotePropsProvider value={value}>
        {current ? <DashboardBroadcasterContext.Provider value={current}>{routed}</DashboardBroadcasterContext.Provider> : routed}
      </RemotePropsProvider>
    </I18nProvider>,
  );
  return Object.assign(result, { router });
}

/** Shows where the memory router went (it never touches window.location). */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
