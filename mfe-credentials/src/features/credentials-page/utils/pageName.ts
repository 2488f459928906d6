/** The page's tabs, in the spec's order, with their labels' catalog keys; the active one is held in the `page-name` query parameter. */
export const CREDENTIALS_TABS = [
  { value: 'credentials', labelKey: 'page.tabs.credentials' },
  { value: 'credential-update-requests', labelKey: 'page.tabs.updateRequests' },
  { value: 'add', labelKey: 'page.tabs.add' },
  { value: 'credential-issuers', labelKey: 'page.tabs.issuers' },
] as const;

export type CredentialsTabName = (typeof CREDENTIALS_TABS)[number]['value'];

export const PAGE_NAME_PARAM = 'page-name';

const TAB_NAMES: readonly string[] = CREDENTIALS_TABS.map((tab) => tab.value);

/** The tab a URL asks for; a missing or unknown page-name opens the Credentials tab. */
export function tabFromParams(params: URLSearchParams): CredentialsTabName {
  const name = params.get(PAGE_NAME_PARAM) ?? '';
  return TAB_NAMES.includes(name) ? (name as CredentialsTabName) : 'credentials';
}

/** The query of a newly chosen tab: another tab's filters do not follow it. */
export function paramsForTab(tab: CredentialsTabName): URLSearchParams {
  return new URLSearchParams({ [PAGE_NAME_PARAM]: tab });
}
