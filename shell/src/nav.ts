import type { DeployedRemote, EnterpriseCustomer, RemoteNavItem } from 'shared-api';
import { DEFAULT_LOCALE, iconNames, type IconName, type Locale, type NavItem } from 'shared-ui';
import { ACCESS_LINK, AREAS } from './areas';
import { SHELL_CATALOGS } from './i18n';

export interface SidebarModel {
  items: NavItem[];
  pinnedItems: NavItem[];
}

/** Manifests name icons as strings; one the shell's shared-ui does not know gets a neutral icon. */
function toIcon(name: string): IconName {
  return (iconNames as readonly string[]).includes(name) ? (name as IconName) : 'more';
}

/** Where a path is served: the remote, the label its messages use, and whether that remote is live. */
export interface AreaTarget {
  remote: string;
  label: string;
  basePath: string;
  deployed: boolean;
}

type Labelled = Pick<RemoteNavItem, 'key' | 'label' | 'labels'>;

/**
 * An entry's label in `locale`: the one its manifest ships for that language; else the shell's translation of the
 * area (`nav.<key>` in shell/src/i18n) while the entry still has the area's English label (a remote that renamed
 * its entry without shipping a translation keeps its own words); else the label as given.
 */
export function navLabel(nav: Labelled, locale: Locale): string {
  const shipped = nav.labels?.[locale];
  if (shipped) return shipped;
  const areaLabels = (catalog: Locale) => SHELL_CATALOGS[catalog].nav as Record<string, string | undefined>;
  if (areaLabels(DEFAULT_LOCALE)[nav.key] === nav.label) return areaLabels(locale)[nav.key] ?? nav.label;
  return nav.label;
}

export function isWithin(pathname: string, basePath: string): boolean {
  // The Dashboard's "/" would otherwise contain every path.
  if (basePath === '/') return pathname === '/';
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/** Nav items of the deployed manifests, plus the areas.ts fallback for every path none of them claims. */
function navSources(remotes: Record<string, DeployedRemote>): Array<{ remote: string; nav: RemoteNavItem; deployed: boolean }> {
  const deployed = Object.entries(remotes).flatMap(([remote, { manifest }]) =>
    manifest.nav.map((nav) => ({ remote, nav, deployed: true })),
  );
  const claimed = new Set(deployed.map(({ nav }) => nav.to));
  const fallbacks = AREAS.filter(({ nav }) => !claimed.has(nav.to)).map((area) => ({ ...area, deployed: false }));
  return [...deployed, ...fallbacks];
}

function hasFeature(customer: EnterpriseCustomer | undefined, feature: RemoteNavItem['feature']): boolean {
  return !feature || Boolean(customer?.features.some(({ label }) => label === feature));
}

export function buildSidebar(
  remotes: Record<string, DeployedRemote>,
  customer: EnterpriseCustomer | undefined,
  pathname: string,
  locale: Locale = DEFAULT_LOCALE,
): SidebarModel {
  const navs: RemoteNavItem[] = navSources(remotes)
    .map(({ nav }) => nav)
    .filter((nav) => hasFeature(customer, nav.feature));
  const entries = navs.map((nav) => {
    const entry: NavItem = {
      key: nav.key,
      label: navLabel(nav, locale),
      to: nav.to,
      icon: toIcon(nav.icon),
      end: nav.end,
      // Sub-items (Time Logs under Workers) show only while the user is within the parent.
      children:
        nav.children && isWithin(pathname, nav.to)
          ? nav.children.map(({ key, to, icon, ...child }) => ({ key, label: navLabel({ key, ...child }, locale), to, icon: toIcon(icon) }))
          : undefined,
    };
    return { order: nav.order, pinned: Boolean(nav.pinned), entry };
  });
  if (customer?.access_url && hasFeature(customer, ACCESS_LINK.feature)) {
    const { key, icon, order } = ACCESS_LINK;
    entries.push({
      order,
      pinned: false,
      entry: { key, label: navLabel(ACCESS_LINK, locale), icon: toIcon(icon), to: customer.access_url, external: true },
    });
  }
  entries.sort((a, b) => a.order - b.order);
  return {
    items: entries.filter(({ pinned }) => !pinned).map(({ entry }) => entry),
    pinnedItems: entries.filter(({ pinned }) => pinned).map(({ entry }) => entry),
  };
}

/** The area that serves a path: the longest claimed base path wins (/workers/time-logs before /workers). */
export function resolveArea(
  pathname: string,
  remotes: Record<string, DeployedRemote>,
  locale: Locale = DEFAULT_LOCALE,
): AreaTarget | null {
  const candidates: AreaTarget[] = [];
  for (const { remote, nav, deployed } of navSources(remotes)) {
    candidates.push({ remote, label: navLabel(nav, locale), basePath: nav.to, deployed });
    for (const child of nav.children ?? []) {
      candidates.push({ remote, label: navLabel(child, locale), basePath: child.to, deployed });
    }
  }
  for (const [remote, { manifest }] of Object.entries(remotes)) {
    const label = manifest.labels?.[locale] ?? manifest.label;
    for (const basePath of manifest.routes ?? []) candidates.push({ remote, label, basePath, deployed: true });
  }
  return candidates
    .filter(({ basePath }) => isWithin(pathname, basePath))
    .reduce<AreaTarget | null>((best, candidate) => (!best || candidate.basePath.length > best.basePath.length ? candidate : best), null);
}
