import type { NavItem } from './Sidebar';

/** The portal's navigation as the spec lists it; used by the Sidebar and AppLayout stories. */
export const sampleItems: NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', end: true },
  { key: 'notifications', label: 'Notifications', to: '/notifications', icon: 'bell' },
  { key: 'admins', label: 'Admins', to: '/users', icon: 'admins' },
  {
    key: 'workers',
    label: 'Workers',
    to: '/workers',
    icon: 'workers',
    children: [{ key: 'time-logs', label: 'Time Logs', to: '/workers/time-logs', icon: 'clock' }],
  },
  { key: 'credentials', label: 'Credentials', to: '/credentials', icon: 'credential' },
  { key: 'crews', label: 'Crews', to: '/crews', icon: 'crews' },
  { key: 'jobs-feed', label: 'Jobs Feed', to: '/jobs-feed', icon: 'jobs' },
  { key: 'training', label: 'Testing & Training', to: '/testing-training', icon: 'training' },
  { key: 'referrals', label: 'Referrals', to: '/referrals', icon: 'referrals' },
  { key: 'access', label: 'Site Access', to: 'https://access.example.com', icon: 'external', external: true },
];

export const samplePinnedItems: NavItem[] = [
  { key: 'guides', label: 'User Guides', to: '/user-guides', icon: 'guide' },
  { key: 'settings', label: 'Settings', to: '/settings', icon: 'settings' },
];

export function SampleBrand() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 28,
          height: 28,
          borderRadius: 6,
          background: '#2457d6',
          color: '#fff',
          fontSize: 14,
        }}
      >
        TP
      </span>
      Trades Portal
    </span>
  );
}

export function SampleFooter() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 13 }}>
      <strong style={{ color: '#fff' }}>Sam Carter</strong>
      <span>Owner · Carter Electrical</span>
    </div>
  );
}
