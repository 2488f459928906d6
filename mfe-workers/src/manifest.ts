import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_workers',
  label: 'Workers',
  nav: [
    {
      key: 'workers',
      label: 'Workers',
      to: '/workers',
      icon: 'workers',
      order: 40,
      children: [{ key: 'time-logs', label: 'Time Logs', to: '/workers/time-logs', icon: 'clock' }],
    },
  ],
} satisfies RemoteManifest;

export default manifest;
