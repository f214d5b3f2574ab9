// Every page the public remote renders, below the locale basename the shell mounted it with.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useParams } from 'react-router';
import { NotFound } from './components/feedback/NotFound';
import { Spinner } from './components/feedback/Spinner';
import { PublicLayout } from './components/layout/PublicLayout';

// One chunk per page: a listener opening a sermon downloads the sermon page, not the filter bar and
// every directory (the JS budget for a cold sermon page is shared by the shell and two remotes).
const HomePage = lazy(() => import('./features/home/HomePage').then((m) => ({ default: m.HomePage })));
const SermonsPage = lazy(() => import('./features/sermons/SermonsPage').then((m) => ({ default: m.SermonsPage })));
const SermonDetailPage = lazy(() => import('./features/sermons/SermonDetailPage').then((m) => ({ default: m.SermonDetailPage })));
const SpeakerPage = lazy(() => import('./features/speakers/SpeakerPage').then((m) => ({ default: m.SpeakerPage })));
const SpeakersPage = lazy(() => import('./features/speakers/SpeakersPage').then((m) => ({ default: m.SpeakersPage })));
const BroadcasterPage = lazy(() => import('./features/broadcasters/BroadcasterPage').then((m) => ({ default: m.BroadcasterPage })));
const BroadcastersPage = lazy(() => import('./features/broadcasters/BroadcastersPage').then((m) => ({ default: m.BroadcastersPage })));
const SeriesPage = lazy(() => import('./features/series/SeriesPage').then((m) => ({ default: m.SeriesPage })));
const SeriesListPage = lazy(() => import('./features/series/SeriesListPage').then((m) => ({ default: m.SeriesListPage })));

// ACCOUNT PAGES (lazy imports, issue 3 account pages)
const LoginPage = lazy(() => import('./features/account/LoginPage').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('./features/account/LogoutPage').then((m) => ({ default: m.LogoutPage })));
const AboutPage = lazy(() => import('./features/account/AboutPage').then((m) => ({ default: m.AboutPage })));
const ResetPasswordPage = lazy(() => import('./features/account/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const SettingsPage = lazy(() => import('./features/account/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const VerifyPage = lazy(() => import('./features/account/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const MyChurchPage = lazy(() => import('./features/account/MyChurchPage').then((m) => ({ default: m.MyChurchPage })));
const ActivatePage = lazy(() => import('./features/devices/ActivatePage').then((m) => ({ default: m.ActivatePage })));
const DevicesTvPage = lazy(() => import('./features/devices/DevicesTvPage').then((m) => ({ default: m.DevicesTvPage })));
// END ACCOUNT PAGES
// LIBRARY PAGES (lazy imports, issue 3 library pages)
const LibraryLayout = lazy(() => import('./features/library/LibraryLayout').then((m) => ({ default: m.LibraryLayout })));
const LibraryOverview = lazy(() => import('./features/library/LibraryOverview').then((m) => ({ default: m.LibraryOverview })));
const BookmarksTab = lazy(() => import('./features/library/BookmarksTab').then((m) => ({ default: m.BookmarksTab })));
const HistoryTab = lazy(() => import('./features/library/HistoryTab').then((m) => ({ default: m.HistoryTab })));
const MyCommentsTab = lazy(() => import('./features/library/MyCommentsTab').then((m) => ({ default: m.MyCommentsTab })));
const FollowingTab = lazy(() => import('./features/library/FollowingTab').then((m) => ({ default: m.FollowingTab })));
const FeedPage = lazy(() => import('./features/feed/FeedPage').then((m) => ({ default: m.FeedPage })));
const RecentCommentsPage = lazy(() => import('./features/comments/RecentCommentsPage').then((m) => ({ default: m.RecentCommentsPage })));
// END LIBRARY PAGES

/** The page frame with a spinner while a page's chunk arrives. */
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
