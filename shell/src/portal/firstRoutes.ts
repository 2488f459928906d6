import { loadRemoteRoutes, remotesSettled, useRemotesStore } from '../federation/remotes';
import { resolveArea } from '../nav';

/** How long the portal's first render waits for the page's remote before it shows the layout with "Loading…". */
export const FIRST_ROUTES_WAIT_MS = 1500;

/**
 * Loads the routes of the remote serving `pathname` before the portal's first render, so the layout and the page
 * (with the data the page carried) come in one render and one paint rather than a layout first and the page a
 * render later. The page preloads the remote's entry and first chunk, so this usually waits for nothing; a remote
 * slower than FIRST_ROUTES_WAIT_MS, or one that fails, is left to RemoteOutlet as on any later visit.
 */
export async function loadFirstRoutes(pathname: string, waitMs = FIRST_ROUTES_WAIT_MS): Promise<void> {
  await remotesSettled();
  const { status, remotes } = useRemotesStore.getState();
  const area = status === 'ready' ? resolveArea(pathname, remotes) : null;
  if (!area?.deployed) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loadRemoteRoutes(area.remote).catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}
