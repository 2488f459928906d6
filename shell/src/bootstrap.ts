import { registerApplication, start } from 'single-spa';
import { useRemotesStore } from './federation/remotes';
import { isPublicPath } from './publicPaths';

// Read /remotes.json while the first application's code loads.
void useRemotesStore.getState().load();

registerApplication({
  name: 'public',
  app: () => import(/* webpackChunkName: "public" */ './public/lifecycles'),
  activeWhen: (location) => isPublicPath(location.pathname),
});

registerApplication({
  name: 'portal',
  app: () => import(/* webpackChunkName: "portal" */ './portal/lifecycles'),
  activeWhen: (location) => !isPublicPath(location.pathname),
});

start({ urlRerouteOnly: true });
