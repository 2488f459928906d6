import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { walletsRoutes } from './wallets.routes';
import { credentialRequestsRoutes } from './credential-requests.routes';
import { userCredentialRequestsRoutes } from './user-credential-requests.routes';

/** The guard other areas' public look-ups share with the token pages. */
export { lookupGuard } from './token-lookups';

registerCatalogs('public', { 'en-CA': enCA, 'fr-CA': frCA });

/** The public area: the token pages' calls (wallet, credential requests, update requests), no sign-in; answered in the browser's language (Accept-Language). */
export const publicArea = areaPlugin([
  ['/json/wallets', walletsRoutes],
  ['/json/credential-requests', credentialRequestsRoutes],
  ['/json/user-credential-requests', userCredentialRequestsRoutes],
]);
