import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_crews',
  label: 'Crews',
  // The area's name in the shell's messages and its sidebar entry, in French too (ADR 13, step 5).
  labels: { 'fr-CA': 'Équipes' },
  nav: [{ key: 'crews', label: 'Crews', labels: { 'fr-CA': 'Équipes' }, to: '/crews', icon: 'crews', order: 60 }],
  // What the crews list asks for on its first render with no filter in the URL: the page carries the answers.
  firstData: {
    '/crews': [
      { key: ['/crews', '', 1], url: '/crews?page=1' },
      { key: '/crews/types', url: '/crews/types' },
      { key: '/crews/users', url: '/crews/users' },
    ],
  },
} satisfies RemoteManifest;

export default manifest;
