import type { FeatureLabel, RemoteNavItem } from 'shared-api';

/**
 * The portal's information architecture: which remote serves which base path, in the spec's sidebar
 * order. A deployed remote's manifest replaces these entries; for a path no deployed manifest claims,
 * the fallback keeps the sidebar complete and its page says the area has not been deployed yet.
 */
export interface Area {
  remote: string;
  nav: RemoteNavItem;
}

export const AREAS: Area[] = [
  { remote: 'mfe_dashboard', nav: { key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', order: 10, end: true } },
  { remote: 'mfe_dashboard', nav: { key: 'notifications', label: 'Notifications', to: '/notifications', icon: 'bell', order: 20 } },
  { remote: 'mfe_settings', nav: { key: 'admins', label: 'Admins', to: '/users', icon: 'admins', order: 30 } },
  {
    remote: 'mfe_workers',
    nav: {
      key: 'workers',
      label: 'Workers',
      to: '/workers',
      icon: 'workers',
      order: 40,
      children: [{ key: 'time-logs', label: 'Time Logs', to: '/workers/time-logs', icon: 'clock' }],
    },
  },
  { remote: 'mfe_credentials', nav: { key: 'credentials', label: 'Credentials', to: '/credentials', icon: 'credential', order: 50 } },
  { remote: 'mfe_crews', nav: { key: 'crews', label: 'Crews', to: '/crews', icon: 'crews', order: 60 } },
  { remote: 'mfe_jobs_feed', nav: { key: 'jobs-feed', label: 'Jobs Feed', to: '/jobs-feed', icon: 'jobs', order: 70 } },
  {
    remote: 'mfe_jobs_feed',
    nav: { key: 'testing-training', label: 'Testing & Training', to: '/testing-training', icon: 'training', order: 80 },
  },
  {
    remote: 'mfe_settings',
    nav: {
      key: 'referrals',
      label: 'Referrals',
      to: '/referrals',
      icon: 'referrals',
      order: 90,
      feature: 'local_construction_association',
    },
  },
  {
    remote: 'mfe_settings',
    nav: { key: 'user-guides', label: 'User Guides', to: '/user-guides', icon: 'guide', order: 200, pinned: true },
  },
  { remote: 'mfe_settings', nav: { key: 'settings', label: 'Settings', to: '/settings', icon: 'settings', order: 210, pinned: true } },
];

/** The shell's own link to the customer's external access site (no remote serves it). */
export const ACCESS_LINK = { key: 'access', label: 'Access', icon: 'external', order: 100, feature: 'access' as FeatureLabel };

// Labels here are the spec's English; the sidebar shows them in the reader's language from the shell's catalogs
// (`nav.<key>` in shell/src/i18n), and a test checks that every key here has one.
