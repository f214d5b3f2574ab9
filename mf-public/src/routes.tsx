// Every page the public remote renders, below the locale basename the shell mounted it with.
import { Suspense } from 'react';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';
import { Navigate, Outlet, Route, Routes, useParams } from 'react-router';
import { NotFound } from './components/feedback/NotFound';
import { Spinner } from './components/feedback/Spinner';
import { PublicLayout } from './components/layout/PublicLayout';

// One chunk per page: a listener opening a sermon downloads the sermon page, not the filter bar and
// every directory (the JS budget for a cold sermon page is shared by the shell and two remotes).
const HomePage = loadOnMount(() => import('./features/home/HomePage').then((m) => m.HomePage), <Spinner />);
const SermonsPage = loadOnMount(() => import('./features/sermons/SermonsPage').then((m) => m.SermonsPage), <Spinner />);
const SermonDetailPage = loadOnMount(() => import('./features/sermons/SermonDetailPage').then((m) => m.SermonDetailPage), <Spinner />);
const SpeakerPage = loadOnMount(() => import('./features/speakers/SpeakerPage').then((m) => m.SpeakerPage), <Spinner />);
const SpeakersPage = loadOnMount(() => import('./features/speakers/SpeakersPage').then((m) => m.SpeakersPage), <Spinner />);
const BroadcasterPage = loadOnMount(() => import('./features/broadcasters/BroadcasterPage').then((m) => m.BroadcasterPage), <Spinner />);
const BroadcastersPage = loadOnMount(() => import('./features/broadcasters/BroadcastersPage').then((m) => m.BroadcastersPage), <Spinner />);
const SeriesPage = loadOnMount(() => import('./features/series/SeriesPage').then((m) => m.SeriesPage), <Spinner />);
const SeriesListPage = loadOnMount(() => import('./features/series/SeriesListPage').then((m) => m.SeriesListPage), <Spinner />);

// ACCOUNT PAGES (code-split, issue 3 account pages)
const LoginPage = loadOnMount(() => import('./features/account/LoginPage').then((m) => m.LoginPage), <Spinner />);
const LogoutPage = loadOnMount(() => import('./features/account/LogoutPage').then((m) => m.LogoutPage), <Spinner />);
const AboutPage = loadOnMount(() => import('./features/account/AboutPage').then((m) => m.AboutPage), <Spinner />);
const ResetPasswordPage = loadOnMount(() => import('./features/account/ResetPasswordPage').then((m) => m.ResetPasswordPage), <Spinner />);
const SettingsPage = loadOnMount(() => import('./features/account/SettingsPage').then((m) => m.SettingsPage), <Spinner />);
const VerifyPage = loadOnMount(() => import('./features/account/VerifyPage').then((m) => m.VerifyPage), <Spinner />);
const MyChurchPage = loadOnMount(() => import('./features/account/MyChurchPage').then((m) => m.MyChurchPage), <Spinner />);
const ActivatePage = loadOnMount(() => import('./features/devices/ActivatePage').then((m) => m.ActivatePage), <Spinner />);
const DevicesTvPage = loadOnMount(() => import('./features/devices/DevicesTvPage').then((m) => m.DevicesTvPage), <Spinner />);
// END ACCOUNT PAGES
// LIBRARY PAGES (code-split, issue 3 library pages)
const LibraryLayout = loadOnMount(() => import('./features/library/LibraryLayout').then((m) => m.LibraryLayout), <Spinner />);
const LibraryOverview = loadOnMount(() => import('./features/library/LibraryOverview').then((m) => m.LibraryOverview), <Spinner />);
const BookmarksTab = loadOnMount(() => import('./features/library/BookmarksTab').then((m) => m.BookmarksTab), <Spinner />);
const HistoryTab = loadOnMount(() => import('./features/library/HistoryTab').then((m) => m.HistoryTab), <Spinner />);
const MyCommentsTab = loadOnMount(() => import('./features/library/MyCommentsTab').then((m) => m.MyCommentsTab), <Spinner />);
const FollowingTab = loadOnMount(() => import('./features/library/FollowingTab').then((m) => m.FollowingTab), <Spinner />);
const FeedPage = loadOnMount(() => import('./features/feed/FeedPage').then((m) => m.FeedPage), <Spinner />);
const RecentCommentsPage = loadOnMount(() => import('./features/comments/RecentCommentsPage').then((m) => m.RecentCommentsPage), <Spinner />);
// END LIBRARY PAGES

/** The page frame. Each page shows its own spinner while its chunk arrives (loadOnMount); this boundary catches
 * anything else inside a page that suspends. */
function LazyPages() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Sermon list shortcuts of the route table (/sermons/videos, /sermons/date/2019...) open the sermon
 * list with the matching filter in the address, so they lead to a real, filterable page.
 */
function SermonListShortcut({ query }: { query: (params: Record<string, string | undefined>) => Record<string, string> | null }) {
  const params = useParams();
  const search = query(params);
  if (!search) return <NotFound />;
  return <Navigate to={`/sermons?${new URLSearchParams(search)}`} replace />;
}

const yearOnly = ({ year }: Record<string, string | undefined>) => (year && /^\d{4}$/.test(year) ? { year } : null);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<LazyPages />}>
          <Route index element={<HomePage />} />

          <Route path="sermons" element={<SermonsPage />} />
          <Route path="sermons/:sermonID/:mediaType?" element={<SermonDetailPage />} />
          <Route path="sermons/videos" element={<SermonListShortcut query={() => ({ media: 'video' })} />} />
          <Route path="sermons/featured" element={<SermonListShortcut query={() => ({ sortBy: 'pickdate' })} />} />
          <Route path="sermons/staff-picks" element={<SermonListShortcut query={() => ({ sortBy: 'pickdate' })} />} />
          <Route path="sermons/date/:year" element={<SermonListShortcut query={yearOnly} />} />
          <Route
            path="sermons/scripture/:book/:chapter?"
            element={
              <SermonListShortcut query={({ book, chapter }) => (book ? { book, ...(chapter ? { chapter } : {}) } : null)} />
            }
          />
          <Route
            path="sermons/languages/:language"
            element={<SermonListShortcut query={({ language }) => (language ? { languageCode: language } : null)} />}
          />
          {/* Route-table pages not built yet: named here so they are not mistaken for a sermon id. */}
          {['globalize', 'categories', 'clips', 'transcripts', 'topics', 'scripture', 'languages', 'date'].map((name) => (
            <Route key={name} path={name === 'globalize' ? 'sermons/:sermonID/globalize' : `sermons/${name}/*`} element={<NotFound />} />
          ))}

          <Route path="speakers" element={<SpeakersPage />} />
          <Route path="speakers/featured" element={<SpeakersPage group="featured" />} />
          <Route path="speakers/choice" element={<SpeakersPage group="choice" />} />
          <Route path="speakers/classic" element={<SpeakersPage group="classic" />} />
          <Route path="speakers/puritans" element={<SpeakersPage group="puritan" />} />
          <Route path="speakers/alphabetical/:letter?" element={<SpeakersPage />} />
          <Route path="speakers/search/:search?" element={<SpeakersPage />} />
          <Route path="speakers/:speaker" element={<SpeakerPage />} />
          <Route path="speakers/:speaker/sermons" element={<SpeakerPage />} />

          <Route path="broadcasters" element={<BroadcastersPage />} />
          <Route path="broadcasters/featured" element={<BroadcastersPage preset={{ featured: true }} />} />
          <Route path="broadcasters/international" element={<BroadcastersPage preset={{ region: 'international' }} />} />
          <Route path="broadcasters/usa" element={<BroadcastersPage preset={{ region: 'usa' }} />} />
          <Route path="broadcasters/newest" element={<BroadcastersPage preset={{ sortBy: 'newest' }} />} />
          <Route path="broadcasters/podcast" element={<BroadcastersPage preset={{ podcast: true }} />} />
          <Route path="broadcasters/school" element={<BroadcastersPage preset={{ category: 'school' }} />} />
          <Route path="broadcasters/seminary" element={<BroadcastersPage preset={{ category: 'seminary' }} />} />
          <Route path="broadcasters/vacant" element={<BroadcastersPage preset={{ vacantPulpit: true }} />} />
          <Route path="broadcasters/alphabetical/:letter?" element={<BroadcastersPage />} />
          <Route path="broadcasters/country/:country?" element={<BroadcastersPage />} />
          <Route path="broadcasters/state/:state?" element={<BroadcastersPage />} />
          <Route path="broadcasters/search/:search?" element={<BroadcastersPage />} />
          <Route path="broadcasters/group/:group" element={<BroadcastersPage />} />
          <Route path="broadcasters/:broadcasterID" element={<BroadcasterPage />} />
          <Route path="broadcasters/:broadcasterID/sermons" element={<BroadcasterPage />} />
          <Route path="broadcasters/:broadcasterID/series" element={<BroadcasterPage />} />

          <Route path="series" element={<SeriesListPage />} />
          <Route path="series/picks" element={<SeriesListPage preset={{ staffPick: true }} />} />
          <Route path="series/podcasts" element={<SeriesListPage preset={{ podcastEnabled: true }} />} />
          <Route path="series/recent" element={<SeriesListPage preset={{ sortBy: 'recent' }} />} />
          <Route path="series/search/:search?" element={<SeriesListPage />} />
          <Route path="series/:seriesID" element={<SeriesPage />} />

          {/* ACCOUNT ROUTES (issue 3, account pages): /user/*, /activate, /devices/tv, /mychurch */}
          <Route path="user/login" element={<LoginPage />} />
          <Route path="user/logout" element={<LogoutPage />} />
          <Route path="user/about" element={<AboutPage />} />
          <Route path="user/reset-password" element={<ResetPasswordPage />} />
          <Route path="user/verify" element={<VerifyPage />} />
          {/* /user/settings and /activate carry their own RequireSignIn guard */}
          <Route path="user/settings" element={<SettingsPage />} />
          <Route path="mychurch" element={<MyChurchPage />} />
          <Route path="activate" element={<ActivatePage />} />
          <Route path="devices/tv" element={<DevicesTvPage />} />
          {/* END ACCOUNT ROUTES */}

          {/* LIBRARY ROUTES (issue 3, library pages): /library/*, /feed/*, /comments */}
          <Route path="library" element={<LibraryLayout />}>
            {/* the tab pages load inside the library frame, so its header and tabs stay while one arrives */}
            <Route element={<LazyPages />}>
              <Route index element={<LibraryOverview />} />
              <Route path="overview" element={<LibraryOverview />} />
              <Route path="bookmarks" element={<BookmarksTab />} />
              <Route path="history" element={<HistoryTab />} />
              <Route path="comments" element={<MyCommentsTab />} />
              <Route path="following/:following?" element={<FollowingTab />} />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Route>
          <Route path="feed/:feedType?" element={<FeedPage />} />
          <Route path="comments" element={<RecentCommentsPage />} />
          {/* END LIBRARY ROUTES */}

          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
