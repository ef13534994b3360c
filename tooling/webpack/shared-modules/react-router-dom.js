// What the federated builds share as `react-router-dom` (tooling/webpack/shared.js).
// Every app still imports from 'react-router-dom' and gets its types; in a federated
// build that request resolves here. Sharing the whole package shipped all of
// react-router to every visitor, server runtime, cookies, sessions and the data router
// included (a shared module cannot be tree-shaken: 61 KB gzip); this list is the
// declarative, client-side API the contract allows (packages/shell-contract/README.md
// §2), so webpack drops the rest (31 KB, 14 KB without the data router). Source:
// react-router's own production build (no dev warnings).
// The list only grows within react-router's major (a remote may use a name once the
// live shell ships it). A federated build fails on an import of a name not listed
// (facade-imports-plugin.js); so does the release platform's contract test (packages/releases).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  NavigationType,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'wtm-react-router-production';
