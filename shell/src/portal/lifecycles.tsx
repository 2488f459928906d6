import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { mountContainer } from '../mountContainer';
import { loadFirstRoutes } from './firstRoutes';
import { PortalApp } from './PortalApp';
import { primePageData } from './pageData';

let root: Root | null = null;
let container: HTMLElement | null = null;

export async function bootstrap(): Promise<void> {}

export async function mount(): Promise<void> {
  primePageData();
  await loadFirstRoutes(window.location.pathname);
  container = mountContainer('portal');
  root = createRoot(container);
  // A transition: React renders the layout and the page in slices, between which the browser stays responsive.
  startTransition(() => root?.render(<PortalApp />));
}

export async function unmount(): Promise<void> {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
