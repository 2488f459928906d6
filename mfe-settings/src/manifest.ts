import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_settings',
  label: 'Settings',
  nav: [
    { key: 'admins', label: 'Admins', to: '/users', icon: 'admins', order: 30 },
    {
      key: 'settings',
      label: 'Settings',
      to: '/settings',
      icon: 'settings',
      order: 210,
      pinned: true,
      children: [
        { key: 'undelivered-mail', label: 'Undelivered mail', labels: { 'fr-CA': 'Courriels non livrés' }, to: '/settings/undelivered-mail', icon: 'warning' },
      ],
    },
    { key: 'referrals', label: 'Referrals', to: '/referrals', icon: 'referrals', order: 90, feature: 'local_construction_association' },
    { key: 'user-guides', label: 'User Guides', to: '/user-guides', icon: 'guide', order: 200, pinned: true },
  ],
  // The Association page has no sidebar entry of its own.
  routes: ['/association'],
  // What the Settings page's cards ask for on their first render: the page carries the answers.
  firstData: {
    '/settings': [
      { key: '/settings/token', url: '/settings/token' },
      { key: '/settings/features', url: '/settings/features' },
      { key: '/subscriptions', url: '/subscriptions' },
      { key: '/settings/expiry-reminders', url: '/settings/expiry-reminders' },
    ],
  },
} satisfies RemoteManifest;

export default manifest;
