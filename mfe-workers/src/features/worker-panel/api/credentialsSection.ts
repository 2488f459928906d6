import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { DeployedRemote, RemotesFile } from 'shared-api';

/** The credentials area owns this section and exposes it by name (ARCHITECTURE.md, cross-remote widgets). */
export const CREDENTIALS_REMOTE = 'mfe_credentials';
export const CREDENTIALS_SECTION_MODULE = `${CREDENTIALS_REMOTE}/WorkerCredentialsSection`;

export interface WorkerCredentialsSectionProps {
  workerId: number;
}

/** The contract of the exposed module: its default export is the section. */
interface WorkerCredentialsSectionModule {
  default: ComponentType<WorkerCredentialsSectionProps>;
}

async function readCredentialsDeployment(): Promise<DeployedRemote | null> {
  const response = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  // 404: nothing is deployed yet.
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as Partial<RemotesFile>;
  return body.remotes?.[CREDENTIALS_REMOTE] ?? null;
}

let sectionLoad: Promise<ComponentType<WorkerCredentialsSectionProps> | null> | null = null;

/**
 * The credentials section, or null while mfe_credentials is not deployed. Read once per page: a
 * failure stays until `forgetCredentialsSection` (Retry), so re-renders do not hammer the server.
 */
export function loadCredentialsSection(): Promise<ComponentType<WorkerCredentialsSectionProps> | null> {
  sectionLoad ??= (async () => {
    const deployment = await readCredentialsDeployment();
    if (!deployment) return null;
    // This remote's federation instance is its own, not the shell's: it learns the entry here.
    registerRemotes([{ name: CREDENTIALS_REMOTE, entry: deployment.entry }]);
    const module = await loadRemote<WorkerCredentialsSectionModule>(CREDENTIALS_SECTION_MODULE);
    if (!module?.default) throw new Error(`${CREDENTIALS_SECTION_MODULE} exports no component`);
    return module.default;
  })();
  return sectionLoad;
}

export function forgetCredentialsSection(): void {
  sectionLoad = null;
}
