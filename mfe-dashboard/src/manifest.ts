import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_dashboard',
  label: 'Dashboard',
  nav: [
    { key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', order: 10, end: true },
    { key: 'notifications', label: 'Notifications', to: '/notifications', icon: 'bell', order: 20 },
  ],
  // What the dashboard asks for on its first render (besides the chrome's own): the page carries the answers.
  firstData: {
    '/': [
      { key: ['/summaries/workers', 10], url: '/summaries/workers?limit=10' },
      { key: ['/summaries/crews', 10], url: '/summaries/crews?limit=10' },
      { key: '/summaries/worker-tags', url: '/summaries/worker-tags' },
      { key: ['/summaries/notifications', 10], url: '/summaries/notifications?limit=10' },
      { key: ['/credentials', '90_days', 1, '', ''], url: '/credentials?expiring=90_days&page=1' },
      { key: ['/credentials', 'expired', 1, '', ''], url: '/credentials?expiring=expired&page=1' },
    ],
    // The first page of every type (useNotificationPages' key for it).
    '/notifications': [{ key: ['/notifications', '', 1], url: '/notifications?page=1' }],
  },
} satisfies RemoteManifest;

export default manifest;
