import { ACCESS_LINK, AREAS } from '../areas';
import { SHELL_CATALOGS } from '../i18n';
import { buildSidebar, resolveArea } from '../nav';
import { customer, dashboardRemote, deployed } from './fixtures';

const labels = (items: Array<{ label: string }>) => items.map(({ label }) => label);

describe('buildSidebar', () => {
  it("keeps the spec's full layout from the fallbacks when nothing is deployed", () => {
    const { items, pinnedItems } = buildSidebar({}, customer(), '/');
    expect(labels(items)).toEqual([
      'Dashboard',
      'Notifications',
      'Admins',
      'Workers',
      'Credentials',
      'Crews',
      'Jobs Feed',
      'Testing & Training',
    ]);
    expect(labels(pinnedItems)).toEqual(['User Guides', 'Settings']);
    expect(items[0]).toMatchObject({ to: '/', end: true, icon: 'dashboard' });
  });

  it('adds Referrals and the external Access link only with their features', () => {
    const { items } = buildSidebar({}, customer(['local_construction_association', 'access'], 'https://access.example.com'), '/');
    expect(labels(items).slice(-2)).toEqual(['Referrals', 'Access']);
    expect(items.at(-1)).toMatchObject({ to: 'https://access.example.com', external: true, icon: 'external' });
    expect(labels(buildSidebar({}, customer(['access'], null), '/').items)).not.toContain('Access');
  });

  it('shows Time Logs under Workers only while on /workers', () => {
    const workers = (path: string) => buildSidebar({}, customer(), path).items.find(({ key }) => key === 'workers');
    expect(workers('/')?.children).toBeUndefined();
    expect(workers('/workers-archive')?.children).toBeUndefined();
    expect(workers('/workers')?.children).toEqual([
      { key: 'time-logs', label: 'Time Logs', to: '/workers/time-logs', icon: 'clock' },
    ]);
    expect(workers('/workers/time-logs')?.children).toHaveLength(1);
  });

  it("takes a deployed remote's entries from its manifest, in manifest order", () => {
    const settings = deployed({
      name: 'mfe_settings',
      label: 'Settings',
      nav: [
        { key: 'settings', label: 'Account settings', to: '/settings', icon: 'settings', order: 210, pinned: true },
        { key: 'admins', label: 'Admins', to: '/users', icon: 'no-such-icon', order: 35 },
      ],
    });
    const { items, pinnedItems } = buildSidebar({ mfe_settings: settings }, customer(), '/');
    expect(labels(pinnedItems)).toEqual(['User Guides', 'Account settings']);
    expect(items.find(({ key }) => key === 'admins')).toMatchObject({ icon: 'more' });
    expect(labels(items).filter((label) => label === 'Admins')).toHaveLength(1);
  });
});

describe('resolveArea', () => {
  const remotes = { mfe_dashboard: dashboardRemote };

  it('serves / from the deployed dashboard, matching / exactly', () => {
    expect(resolveArea('/', remotes)).toMatchObject({ remote: 'mfe_dashboard', label: 'Dashboard', deployed: true });
    expect(resolveArea('/nothing-here', remotes)).toBeNull();
  });

  it('treats a path the deployed manifest does not claim as not deployed', () => {
    expect(resolveArea('/notifications', remotes)).toMatchObject({ remote: 'mfe_dashboard', label: 'Notifications', deployed: false });
  });

  it('picks the longest base path and covers sub-paths', () => {
    expect(resolveArea('/crews/7', remotes)).toMatchObject({ remote: 'mfe_crews', label: 'Crews', deployed: false });
    expect(resolveArea('/workers/time-logs', {})).toMatchObject({ label: 'Time Logs', basePath: '/workers/time-logs' });
  });

  it('serves extra routes a manifest declares', () => {
    const settings = deployed({ name: 'mfe_settings', label: 'Settings', nav: [], routes: ['/association'] });
    expect(resolveArea('/association/members', { mfe_settings: settings })).toMatchObject({ remote: 'mfe_settings', deployed: true });
  });
});

describe('labels in French', () => {
  it("has every area of areas.ts in the shell's catalog, under the same English label", () => {
    const english = SHELL_CATALOGS['en-CA'].nav as Record<string, string>;
    const entries = [...AREAS.flatMap(({ nav }) => [nav, ...(nav.children ?? [])]), ACCESS_LINK];
    for (const { key, label } of entries) expect([key, english[key]]).toEqual([key, label]);
  });

  it("translates the areas' labels from the shell's catalog", () => {
    const { items, pinnedItems } = buildSidebar({ mfe_dashboard: dashboardRemote }, customer(['access'], 'https://a.example'), '/workers', 'fr-CA');
    expect(labels(items)).toEqual([
      'Tableau de bord',
      'Notifications',
      'Administrateurs',
      'Travailleurs',
      'Attestations',
      'Équipes',
      "Offres d’emploi",
      'Examens et formation',
      'Accès',
    ]);
    expect(items.find(({ key }) => key === 'workers')?.children?.map(({ label }) => label)).toEqual(['Feuilles de temps']);
    expect(labels(pinnedItems)).toEqual(["Guides d’utilisation", 'Paramètres']);
  });

  it("uses a manifest's own translation, and keeps a renamed label it did not translate", () => {
    const settings = deployed({
      name: 'mfe_settings',
      label: 'Settings',
      nav: [
        { key: 'settings', label: 'Account settings', to: '/settings', icon: 'settings', order: 210, pinned: true },
        { key: 'admins', label: 'Administrators', labels: { 'fr-CA': 'Gestionnaires' }, to: '/users', icon: 'admins', order: 30 },
      ],
    });
    const { items, pinnedItems } = buildSidebar({ mfe_settings: settings }, customer(), '/', 'fr-CA');
    expect(labels(pinnedItems)).toEqual(["Guides d’utilisation", 'Account settings']);
    expect(items.find(({ key }) => key === 'admins')?.label).toBe('Gestionnaires');
  });

  it('names the area in French in its messages', () => {
    expect(resolveArea('/crews/7', {}, 'fr-CA')).toMatchObject({ label: 'Équipes' });
  });
});

