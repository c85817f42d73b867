import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { RouteGuard } from './guards.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { pageLoaders } from './pages.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

const pages = new Map<string, LazyExoticComponent<ComponentType>>(
  routeTable.map((r) => [r.path, lazy(pageLoaders[r.path])]),
);

/** Starts loading the current page's chunk at once, beside React's own start-up. */
export function preloadPage(pathname: string): void {
  const entry = routeTable.find((r) => matchPath(r.path, pathname));
  if (entry) void pageLoaders[entry.path]().catch(() => undefined);
}

function renderRoute(route: RouteEntry) {
  const Page = pages.get(route.path);
  if (!Page) throw new Error(`No page for ${route.path}`);
  return <Route key={route.path} path={route.path} element={<Page />} />;
}

const byAccess = (access: RouteEntry['access'], nav: boolean) =>
  routeTable.filter((r) => r.access === access && r.nav === nav);

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RouteGuard access="public-only" />}>{byAccess('public-only', false).map(renderRoute)}</Route>
        <Route element={<RouteGuard access="signed-in" />}>
          <Route element={<AppLayout />}>{byAccess('signed-in', true).map(renderRoute)}</Route>
          {byAccess('signed-in', false).map(renderRoute)}
        </Route>
        {byAccess('any', false).map(renderRoute)}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
