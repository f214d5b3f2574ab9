// The react-router API the platform shares between remotes, as one singleton module. Shared modules are
// not tree-shaken (frontend-stack P9): sharing 'react-router' itself ships all of it (server rendering,
// RSC, cookies: ~60 KB gzip) to every cold page. Sharing this re-export instead keeps one router instance
// for every remote at ~15 KB. A remote that needs another export adds it here (the build fails otherwise).
export {
  BrowserRouter,
  // data router (mf-dashboard: useBlocker for the unsaved-changes guard)
  createBrowserRouter,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useBlocker,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-full';
