import { loadRemote } from '@module-federation/enhanced/runtime';
import { createRoot, type Root } from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { remotesSettled, useRemotesStore } from '../federation/remotes';
import { mountContainer } from '../mountContainer';
import { PublicMessage } from './PublicMessage';

/** The contract of `mfe_public/lifecycles`: single-spa lifecycles that render into `domElement`. */
type PublicProps = AppProps & { domElement: HTMLElement };
interface PublicLifecycles {
  bootstrap: (props: PublicProps) => Promise<unknown>;
  mount: (props: PublicProps) => Promise<unknown>;
  unmount: (props: PublicProps) => Promise<unknown>;
}

const PUBLIC_REMOTE = 'mfe_public';

let container: HTMLElement | null = null;
let root: Root | null = null;
let remote: PublicLifecycles | null = null;
let remoteBootstrapped = false;

async function loadPublicRemote(): Promise<PublicLifecycles> {
  const module = await loadRemote<PublicLifecycles>(`${PUBLIC_REMOTE}/lifecycles`);
  if (!module || typeof module.mount !== 'function') throw new Error(`${PUBLIC_REMOTE}/lifecycles has no lifecycles`);
  return module;
}

export async function bootstrap(): Promise<void> {}

/** Hands the page to mfe_public when it is deployed; otherwise says the page is not available yet. */
export async function mount(props: AppProps): Promise<void> {
  container = mountContainer('public');
  await remotesSettled();
  const { status, remotes } = useRemotesStore.getState();
  let failed = status === 'failed';
  if (status === 'ready' && remotes[PUBLIC_REMOTE]) {
    try {
      remote ??= await loadPublicRemote();
      const remoteProps = { ...props, domElement: container };
      if (!remoteBootstrapped) {
        await remote.bootstrap(remoteProps);
        remoteBootstrapped = true;
      }
      await remote.mount(remoteProps);
      return;
    } catch (error) {
      console.error(`${PUBLIC_REMOTE} could not be loaded`, error);
      remote = null;
      failed = true;
    }
  }
  root = createRoot(container);
  root.render(<PublicMessage failed={failed} />);
}

export async function unmount(props: AppProps): Promise<void> {
  if (root) {
    root.unmount();
    root = null;
  } else if (remote && container) {
    await remote.unmount({ ...props, domElement: container });
  }
  container?.remove();
  container = null;
}
