import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_jobs_feed',
  label: 'Jobs Feed',
  labels: { 'fr-CA': 'Offres d’emploi' },
  // No feature on the Jobs Feed entry: without jobs_feed the page stays listed and says why it is unavailable.
  nav: [
    { key: 'jobs-feed', label: 'Jobs Feed', to: '/jobs-feed', icon: 'jobs', order: 70 },
    { key: 'testing-training', label: 'Testing & Training', to: '/testing-training', icon: 'training', order: 80 },
  ],
  // What the Jobs tab asks for on its first render: the page carries the answer.
  firstData: { '/jobs-feed': [{ key: ['/feed-jobs', 1], url: '/feed-jobs?page=1' }] },
} satisfies RemoteManifest;

export default manifest;
