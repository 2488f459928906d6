import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_dashboard',
  label: 'Dashboard',
  // /notifications belongs to this remote too but is not built yet, so it is not claimed here.
  nav: [{ key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', order: 10, end: true }],
} satisfies RemoteManifest;

export default manifest;
