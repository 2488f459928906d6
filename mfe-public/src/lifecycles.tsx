import { createRoot, type Root } from 'react-dom/client';
import { PublicApp } from './app/PublicApp';

/** What the shell's "public" application passes to mount (besides single-spa's own props). */
export interface PublicLifecycleProps {
  /** The element the shell created for the page; the shell removes it after unmount. */
  domElement: HTMLElement;
}

let root: Root | null = null;

export async function bootstrap(): Promise<void> {}

export async function mount({ domElement }: PublicLifecycleProps): Promise<void> {
  root = createRoot(domElement);
  root.render(<PublicApp />);
}

export async function unmount(): Promise<void> {
  root?.unmount();
  root = null;
}
