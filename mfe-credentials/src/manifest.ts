import type { RemoteManifest } from 'shared-api';

/** Plain data: the build writes it to dist/manifest.json and the deploy copies it into /remotes.json. */
const manifest = {
  name: 'mfe_credentials',
  label: 'Credentials',
  // No feature on the nav item: without the credentials feature the page stays listed and says why it is unavailable.
  nav: [{ key: 'credentials', label: 'Credentials', to: '/credentials', icon: 'credential', order: 50 }],
  // What the Credentials tab asks for on its first render with no filters in the URL: the page carries the answer.
  firstData: { '/credentials': [{ key: ['/credentials', '', 1, '', ''], url: '/credentials?page=1' }] },
} satisfies RemoteManifest;

export default manifest;
