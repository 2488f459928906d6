import type { DeployedRemote, EnterpriseCustomer, FeatureLabel, RemoteManifest } from 'shared-api';

export function deployed(manifest: RemoteManifest): DeployedRemote {
  return {
    version: '1.0.0-abcdef12',
    entry: `/mfe/${manifest.name}/1.0.0-abcdef12/remoteEntry.js`,
    deployed_at: '2025-06-14T10:00:00.000Z',
    manifest,
    history: [],
  };
}

export const dashboardRemote = deployed({
  name: 'mfe_dashboard',
  label: 'Dashboard',
  nav: [{ key: 'dashboard', label: 'Dashboard', to: '/', icon: 'dashboard', order: 10, end: true }],
});

export function customer(features: FeatureLabel[] = [], accessUrl: string | null = null): EnterpriseCustomer {
  return {
    id: 1,
    name: 'Northwind Electrical',
    mode: 'normal',
    access_url: accessUrl,
    features: features.map((label, index) => ({ id: index + 1, label, name: label, description: '' })),
  };
}
