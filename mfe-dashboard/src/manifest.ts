import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_dashboard',
  label: 'Dashboard',
  nav: [
    { key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', order: 10, end: true },
    { key: 'notifications', label: 'Notifications', to: '/notifications', icon: 'bell', order: 20 },
  ],
} satisfies RemoteManifest;

export default manifest;
