import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { DeployedRemote, RemotesFile } from 'shared-api';
import type { RemoteWidgetLoader } from 'shared-ui';
import { create } from 'zustand';

export type RemotesStatus = 'loading' | 'ready' | 'failed';

interface RemotesState {
  status: RemotesStatus;
  remotes: Record<string, DeployedRemote>;
  /** Reads /remotes.json (at start, the page's inlined copy) and registers what it lists; called at start and by Retry after a failure. */
  load: () => Promise<void>;
}

function isRemotesFile(value: unknown): value is RemotesFile {
  return typeof value === 'object' && value !== null && typeof (value as RemotesFile).remotes === 'object';
}

/** 404 means nothing has been deployed yet; any other failure is an error the areas report. */
export async function fetchRemotesFile(): Promise<RemotesFile> {
  const response = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (response.status === 404) return { remotes: {} };
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemotesFile(body)) throw new Error('/remotes.json is not a remotes file');
  return body;
}

/**
 * The copy of /remotes.json the server put in the page (a JSON data block), taken once: the first remote then
 * starts loading without waiting for a fetch, and a later read (Retry) asks the server again.
 */
export function takeInlinedRemotesFile(): RemotesFile | null {
  const element = document.getElementById('remotes');
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  element.remove();
  try {
    const body: unknown = JSON.parse(element.textContent ?? '');
    return isRemotesFile(body) ? body : null;
  } catch {
    return null;
  }
}

/** Called once, with the first /remotes.json read successfully (a failed read leaves nothing registered). */
function startFederation(remotes: Record<string, DeployedRemote>): void {
  init({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, remote]) => ({ name, entry: remote.entry })),
    // A remote's entry is fetched only when its area is first visited, not at start to negotiate versions.
    shareStrategy: 'loaded-first',
  });
}

let inFlight: Promise<void> | null = null;

export const useRemotesStore = create<RemotesState>()((set) => ({
  status: 'loading',
  remotes: {},
  load: () => {
    inFlight ??= (async () => {
      set({ status: 'loading' });
      try {
        const { remotes } = takeInlinedRemotesFile() ?? (await fetchRemotesFile());
        startFederation(remotes);
        set({ status: 'ready', remotes });
      } catch (error) {
        console.error('Could not load /remotes.json', error);
        set({ status: 'failed' });
      }
      // Cleared in a callback, never synchronously: with the inlined copy the read above finishes before
      // `??=` assigns, and a `finally` would leave this settled promise standing in for every later read.
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  },
}));

/** Settles once the load of /remotes.json under way (if any) has finished. */
export function remotesSettled(): Promise<void> {
  return inFlight ?? Promise.resolve();
}

/** One load per remote; a failed one stays cached (React re-renders must not retry by themselves) until Retry forgets it. */
const routesCache = new Map<string, Promise<RouteObject[]>>();

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** The routes of remotes whose load succeeded, for a render that must not wait (see loadedRemoteRoutes). */
const loadedRoutes = new Map<string, RouteObject[]>();

export function loadRemoteRoutes(remote: string): Promise<RouteObject[]> {
  let promise = routesCache.get(remote);
  if (!promise) {
    promise = loadRemote<{ default: RouteObject[] }>(`${remote}/routes`)
      .then((module) => {
        if (!module || !Array.isArray(module.default)) throw new Error('its ./routes exports no route objects');
        loadedRoutes.set(remote, module.default);
        return module.default;
      })
      .catch((cause: unknown) => {
        throw new RemoteLoadError(remote, cause);
      });
    routesCache.set(remote, promise);
  }
  return promise;
}

/** A remote's routes if they have been loaded, else undefined (nothing is started). */
export function loadedRemoteRoutes(remote: string): RouteObject[] | undefined {
  return loadedRoutes.get(remote);
}

export function forgetRemoteRoutes(remote: string): void {
  routesCache.delete(remote);
  loadedRoutes.delete(remote);
}

/** What /remotes.json lists, read first if it has not been (or if its last read failed: a Retry reads it again). */
async function deployedRemotes(): Promise<Record<string, DeployedRemote>> {
  if (useRemotesStore.getState().status !== 'ready') await useRemotesStore.getState().load();
  const { status, remotes } = useRemotesStore.getState();
  if (status !== 'ready') throw new Error('/remotes.json could not be read');
  return remotes;
}

/** One load per exposed module, kept like the routes' until Retry forgets a failed one. */
const widgetCache = new Map<string, Promise<unknown>>();

/**
 * Cross-remote widgets (ARCHITECTURE.md): a remote renders another remote's exposed module through shared-ui's
 * RemoteWidget, which reaches this loader by context; only the shell reads /remotes.json and registers remotes.
 */
export const remoteWidgetLoader: RemoteWidgetLoader = {
  load<P extends object>(module: string): Promise<ComponentType<P> | null> {
    let promise = widgetCache.get(module) as Promise<ComponentType<P> | null> | undefined;
    if (!promise) {
      const remote = module.split('/')[0];
      promise = (async () => {
        const remotes = await deployedRemotes();
        if (!remotes[remote]) return null;
        const loaded = await loadRemote<{ default?: ComponentType<P> }>(module);
        if (typeof loaded?.default !== 'function') throw new Error(`${module} exports no component`);
        return loaded.default;
      })().catch((cause: unknown) => {
        throw new RemoteLoadError(remote, cause);
      });
      widgetCache.set(module, promise);
    }
    return promise;
  },
  forget(module: string): void {
    widgetCache.delete(module);
  },
};
