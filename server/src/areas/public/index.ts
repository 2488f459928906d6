import { areaPlugin } from '../../core/area';
import { walletsRoutes } from './wallets.routes';
import { credentialRequestsRoutes } from './credential-requests.routes';
import { userCredentialRequestsRoutes } from './user-credential-requests.routes';

/** The public area: the token pages' calls (wallet, credential requests, update requests), no sign-in. */
export const publicArea = areaPlugin([
  ['/json/wallets', walletsRoutes],
  ['/json/credential-requests', credentialRequestsRoutes],
  ['/json/user-credential-requests', userCredentialRequestsRoutes],
]);
