import { Suspense, use } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { forgetRemoteRoutes, loadRemoteRoutes, useRemotesStore } from '../federation/remotes';
import { useShellT } from '../i18n';
import { resolveArea } from '../nav';
import { AreaFailed, AreaLoading, AreaNotDeployed, PageNotFound } from './AreaMessage';
import { RemoteBoundary } from './RemoteBoundary';

/** Renders the remote's route objects (paths relative to the portal's root) for the current location. */
function RemoteRoutes({ remote }: { remote: string }) {
  const routes = use(loadRemoteRoutes(remote));
  return useRoutes(routes) ?? <PageNotFound />;
}

/** The one mount point for every area: picks the remote serving the path, loads it on first visit. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const status = useRemotesStore((state) => state.status);
  const remotes = useRemotesStore((state) => state.remotes);
  const load = useRemotesStore((state) => state.load);
  const { t, locale } = useShellT();

  if (status === 'loading') return <AreaLoading label={t('area.loading')} />;
  const area = resolveArea(pathname, remotes, locale);
  if (!area) return <PageNotFound />;
  if (status === 'failed') {
    return <AreaFailed title={t('area.loadFailed', { label: area.label })} description={t('area.remotesFailed')} onRetry={load} />;
  }
  if (!area.deployed) return <AreaNotDeployed label={area.label} />;
  return (
    <RemoteBoundary key={area.remote} label={area.label} resetKey={pathname} onRetry={() => forgetRemoteRoutes(area.remote)}>
      <Suspense fallback={<AreaLoading label={t('area.loadingArea', { label: area.label })} />}>
        <RemoteRoutes remote={area.remote} />
      </Suspense>
    </RemoteBoundary>
  );
}
