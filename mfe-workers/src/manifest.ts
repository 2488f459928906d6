import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_workers',
  label: 'Workers',
  // The area's name in messages ('« Travailleurs » could not be loaded') and its sidebar entries, in French too:
  // the remote brings its own words even where the shell would translate the areas it knows (ADR 13, step 5).
  labels: { 'fr-CA': 'Travailleurs' },
  nav: [
    {
      key: 'workers',
      label: 'Workers',
      labels: { 'fr-CA': 'Travailleurs' },
      to: '/workers',
      icon: 'workers',
      order: 40,
      children: [{ key: 'time-logs', label: 'Time Logs', labels: { 'fr-CA': 'Feuilles de temps' }, to: '/workers/time-logs', icon: 'clock' }],
    },
  ],
} satisfies RemoteManifest;

export default manifest;
