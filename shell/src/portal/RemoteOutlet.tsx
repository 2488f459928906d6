import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useOnReconnect } from 'shared-ui';
import { forgetRemoteRoutes, loadedRemoteRoutes, loadRemoteRoutes, useRemotesStore } from '../federation/remotes';
import { useShellT } from '../i18n';
import { resolveArea } from '../nav';
import { AreaFailed, AreaLoading, AreaNotDeployed, PageNotFound } from './AreaMessage';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * A remote's routes once loaded, else null while they load; a failed load is thrown to RemoteBoundary. Followed
 * through state rather than by suspending: React holds back content that replaces a Suspense fallback until 300 ms
 * after the fallback showed, which every first visit to an area (and the first paint of a page) would pay.
 */
function useRemoteRoutes(remote: string): RouteObject[] | null {
  const [failure, setFailure] = useState<{ remote: string; error: unknown } | null>(null);
  const [, setLoaded] = useState<string | null>(null);
  const routes = loadedRemoteRoutes(remote);
  useEffect(() => {
    if (loadedRemoteRoutes(remote)) return;
    let current = true;
    loadRemoteRoutes(remote).then(
      // A transition: React renders the page in slices between which the browser stays responsive.
      () => current && startTransition(() => setLoaded(remote)),
      (error: unknown) => current && setFailure({ remote, error }),
    );
    return () => {
      current = false;
    };
  }, [remote]);
  if (failure?.remote === remote) throw failure.error;
  return routes ?? null;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes) ?? <PageNotFound />;
}

/** Renders the remote's route objects (paths relative to the portal's root) for the current location. */
function RemoteRoutes({ remote, loading }: { remote: string; loading: ReactNode }) {
  const routes = useRemoteRoutes(remote);
  return routes ? <RoutesOf routes={routes} /> : loading;
}

/** The one mount point for every area: picks the remote serving the path, loads it on first visit. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const status = useRemotesStore((state) => state.status);
  const remotes = useRemotesStore((state) => state.remotes);
  const load = useRemotesStore((state) => state.load);
  const { t, locale } = useShellT();
  // The list of remotes could not be read for want of a connection: it is read again when the connection returns.
  useOnReconnect(() => {
    if (status === 'failed') void load();
  });

  if (status === 'loading') return <AreaLoading label={t('area.loading')} />;
  const area = resolveArea(pathname, remotes, locale);
  if (!area) return <PageNotFound />;
  if (status === 'failed') {
    return <AreaFailed title={t('area.loadFailed', { label: area.label })} description={t('area.remotesFailed')} onRetry={load} />;
  }
  if (!area.deployed) return <AreaNotDeployed label={area.label} />;
  const loading = <AreaLoading label={t('area.loadingArea', { label: area.label })} />;
  return (
    <RemoteBoundary key={area.remote} label={area.label} resetKey={pathname} onRetry={() => forgetRemoteRoutes(area.remote)}>
      {/* For the pages a remote loads lazily. */}
      <Suspense fallback={loading}>
        <RemoteRoutes remote={area.remote} loading={loading} />
      </Suspense>
    </RemoteBoundary>
  );
}
