import { registerApplication, start } from 'single-spa';
import { deviceLocale, initI18n } from 'shared-ui';
import { useRemotesStore } from './federation/remotes';
import './i18n';
import { nextTask } from './nextTask';
import { isPublicPath } from './publicPaths';

// The language before anything renders: the one chosen on this device, else the browser's. Signed in, the portal
// then switches to the one stored on the user (PortalLayout); public pages keep this one.
initI18n({ locale: deviceLocale() });

// Read /remotes.json (inlined in the page by the server, else fetched) while the first application's code loads.
void useRemotesStore.getState().load();

registerApplication({
  name: 'public',
  app: () => import(/* webpackChunkName: "public" */ './public/lifecycles'),
  activeWhen: (location) => isPublicPath(location.pathname),
});

registerApplication({
  name: 'portal',
  // React's renderer in a task of its own, before the portal's code (the portal chunk arrives preloaded).
  app: async () => {
    await nextTask();
    await import(/* webpackMode: "eager" */ 'react-dom/client');
    await nextTask();
    return import(/* webpackChunkName: "portal" */ './portal/lifecycles');
  },
  activeWhen: (location) => !isPublicPath(location.pathname),
});

start({ urlRerouteOnly: true });
