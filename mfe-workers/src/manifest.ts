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
  // What the list asks for on its first render with no filters in the URL: the page carries the answer.
  firstData: {
    '/workers': [
      {
        key: ['/workers', { order_by: 'name', active: 'true', with_crews: 'true', has_crews: '', worker_tags: [], search: '' }, 1],
        url: '/workers?order_by=name&active=true&with_crews=true&page=1&per_page=24',
      },
    ],
  },
} satisfies RemoteManifest;

export default manifest;
