import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { adminUsersRoutes } from './users.routes';
import { invitesRoutes } from './invites.routes';

registerCatalogs('admins', { 'en-CA': enCA, 'fr-CA': frCA });

/**
 * The admins area (spec part 1 §2 "Admins", §7 "Users and invites"; part 2 accept-invitation page): the
 * customer's users, invitations (sent, resent, revoked, looked up by their link), registration, roles and removal.
 */
export const adminsArea = areaPlugin([
  ['/json/users', adminUsersRoutes],
  ['/json/invites', invitesRoutes],
]);

export { acceptPendingInvites, findMember } from './repository';
export { user } from './schemas';
