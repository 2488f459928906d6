import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_jobs_feed',
  label: 'Jobs Feed',
  nav: [],
} satisfies RemoteManifest;

export default manifest;
