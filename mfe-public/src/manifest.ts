import type { RemoteManifest } from 'shared-api';

/** Plain data for /remotes.json. The token pages have no sidebar entry: the shell's "public" application owns their paths. */
const manifest = {
  name: 'mfe_public',
  label: 'Public pages',
  nav: [],
} satisfies RemoteManifest;

export default manifest;
