import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, matchPath, Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { AfterLoad } from './after-load.tsx';
import { RouteGuard } from './guards.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { pageLoaders } from './pages.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

// React.lazy rather than route `lazy`: a guard decides before a page's chunk is fetched, so an
// anonymous visit to a signed-in page never downloads that page.
const DeviceLayer = lazy(() => import('./device-layer.tsx'));

const pages = new Map<string, LazyExoticComponent<ComponentType>>(
  routeTable.map((r) => [r.path, lazy(pageLoaders[r.path])]),
);

/** The first page's chunk, asked for at boot; what loads after that page's paint waits for it. */
let firstPageCode: Promise<unknown> = Promise.resolve();

/** Starts loading the current page's chunk at once, beside React's own start-up. */
export function preloadPage(pathname: string): void {
  const entry = routeTable.find((r) => matchPath(r.path, pathname));
  if (entry) firstPageCode = pageLoaders[entry.path]().catch(() => undefined);
}

function pageRoute(route: RouteEntry): RouteObject {
  const Page = pages.get(route.path);
  if (!Page) throw new Error(`No page for ${route.path}`);
  return { path: route.path, element: <Page /> };
}

const byAccess = (access: RouteEntry['access'], nav: boolean) =>
  routeTable.filter((r) => r.access === access && r.nav === nav).map(pageRoute);

/** The session lives inside the router: AuthProvider navigates and reads the address. */
function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* The offline indicator and the new-release prompt (docs/product/offline.md), after the first page's paint. */}
      <AfterLoad pageCode={firstPageCode}>
        <Suspense fallback={null}>
          <DeviceLayer />
        </Suspense>
      </AfterLoad>
    </AuthProvider>
  );
}

/** Every route, built from the spec's route table (data mode, so pages may use `useBlocker`). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <RouteGuard access="public-only" />, children: byAccess('public-only', false) },
      {
        element: <RouteGuard access="signed-in" />,
        children: [{ element: <AppLayout />, children: byAccess('signed-in', true) }, ...byAccess('signed-in', false)],
      },
      ...byAccess('any', false),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router on the browser's address bar and history (tests build one per render). */
export const createAppRouter = (): AppRouter => createBrowserRouter(appRoutes);
