import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_crews',
  label: 'Crews',
  // The area's name in the shell's messages and its sidebar entry, in French too (ADR 13, step 5).
  labels: { 'fr-CA': 'Équipes' },
  nav: [{ key: 'crews', label: 'Crews', labels: { 'fr-CA': 'Équipes' }, to: '/crews', icon: 'crews', order: 60 }],
} satisfies RemoteManifest;

export default manifest;
