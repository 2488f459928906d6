import { createRoot, type Root } from 'react-dom/client';
import { mountContainer } from '../mountContainer';
import { PortalApp } from './PortalApp';
import { primeShellData } from './shellData';

let root: Root | null = null;
let container: HTMLElement | null = null;

export async function bootstrap(): Promise<void> {}

export async function mount(): Promise<void> {
  primeShellData();
  container = mountContainer('portal');
  root = createRoot(container);
  root.render(<PortalApp />);
}

export async function unmount(): Promise<void> {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
