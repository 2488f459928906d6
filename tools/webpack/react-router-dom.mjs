// What the shell provides as the shared 'react-router-dom' singleton, and every remote's fallback for it: only the
// declarative router the portal uses (<BrowserRouter>, <Routes>, links and hooks), taken from react-router itself.
// Shared as the whole package, react-router (data routers, SSR, RSC, cookies and sessions included) was about
// 52 KB compressed on every page, most of it never run; this subset is about 13 KB. A name that is not listed here
// fails the build of whatever imports it (tools/webpack/router-subset-plugin.cjs): add it here, then rebuild the
// shell before the remotes.
export {
  BrowserRouter,
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
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
