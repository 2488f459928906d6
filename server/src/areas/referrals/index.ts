import { areaPlugin } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { referralCodesRoutes } from './referral-codes.routes';
import { referralsRoutes } from './referrals.routes';
import { publicReferralsRoutes } from './public.referrals.routes';
import { associationRoutes } from './association.routes';

registerCatalogs('referrals', { 'en-CA': enCA, 'fr-CA': frCA });

/** The referrals area: an association's referral codes, the companies they bring in, the sign-up page, the association. */
export const referralsArea = areaPlugin([
  ['/json/referral-codes', referralCodesRoutes],
  ['/json/referrals', referralsRoutes],
  ['/json/public/referrals', publicReferralsRoutes],
  ['/json/association', associationRoutes],
]);
