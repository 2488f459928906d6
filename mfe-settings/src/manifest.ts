import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_settings',
  label: 'Settings',
  nav: [
    { key: 'admins', label: 'Admins', to: '/users', icon: 'admins', order: 30 },
  ],
} satisfies RemoteManifest;

export default manifest;
