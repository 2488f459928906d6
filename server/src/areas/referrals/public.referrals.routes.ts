import type { FastifyRequest } from 'fastify';
import type { PublicReferralResponse, ReferralSignUpResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound, parse, tooManyRequests, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { setSessionCookie } from '../../core/auth/plugin';
import { createSession } from '../../core/auth/sessions';
import { WindowLimiter } from '../../core/auth/rate-limit';
import { hashPassword } from '../../core/auth/passwords';
import { lookupGuard } from '../public';
import { msg, t } from '../../core/i18n';
import { createReferredCompany, emailTaken, findPublicCode, type PublicCode } from './repository';
import { publicReferralResponse, signUpInput, signUpResponse } from './schemas';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const SIGN_UPS_PER_HOUR = 5;
/** Code look-ups one address may make a minute (the page's, and the sign-up's own), as the token pages'. */
export const CODE_LOOKUPS_PER_MINUTE = 60;

const codeParam = (request: FastifyRequest) => {
  const { code } = request.params as { code?: string };
  if (!code || !CODE.test(code)) throw notFound(msg('referrals:link_not_found'));
  return code;
};

/** 404 for an unknown code, 400 for one that no longer gives a link. */
function requireActive(code: PublicCode | null): PublicCode {
  if (!code) throw notFound(msg('referrals:link_not_found'));
  if (code.status !== 'active') throw new HttpError(400, msg('referrals:code_inactive'));
  return code;
}

/** /json/public/referrals: the sign-up page a referral link opens; no session needed. */
export const publicReferralsRoutes: RoutesPlugin = async (app, { db, config }) => {
  // Companies created per IP: a link passed around an office signs up a few; a script filling the table does not.
  const signUps = new WindowLimiter(db, 'referral-sign-ups', SIGN_UPS_PER_HOUR, 60 * 60 * 1000);
  const admit = lookupGuard(db, 'referral-code-lookups', CODE_LOOKUPS_PER_MINUTE);

  app.get('/:code', { config: { public: true }, schema: { response: responses({ 200: publicReferralResponse }) } }, async (request, reply): Promise<PublicReferralResponse> => {
    await admit(request, reply);
    const code = requireActive(await findPublicCode(db, codeParam(request)));
    return { referral: { code: code.code, referrer: { name: code.referrer_name }, plan: code.plan } };
  });

  app.post('/:code/register', { config: { public: true }, schema: { response: responses({ 200: signUpResponse }) } }, async (request, reply): Promise<ReferralSignUpResponse> => {
    const codeText = codeParam(request);
    const wait = await signUps.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw tooManyRequests(msg('referrals:throttle', { count: Math.ceil(wait / 60) }));
    }
    await admit(request, reply);
    requireActive(await findPublicCode(db, codeText));
    const input = parse(signUpInput, request.body);
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      // Read again under a lock: a code switched off meanwhile signs no one up.
      const code = requireActive(await findPublicCode(tx, codeText, true));
      if (await emailTaken(tx, input.email)) throw validationError({ email: [msg('referrals:email_taken')] });
      const company = await createReferredCompany(
        tx,
        code,
        { companyName: input.company_name, firstName: input.first_name, lastName: input.last_name, email: input.email, passwordHash },
        new Date(),
      );
      const session = await createSession(tx, { userId: company.userId, customerId: company.customerId, ip: request.ip, userAgent: request.headers['user-agent'] });
      return { ...company, session };
    });
    await signUps.hit(request.ip);
    setSessionCookie(reply, config, created.session.token);
    return {
      message: t(request, 'referrals:signed_up'),
      user: { email: input.email },
      enterprise_customer: { name: input.company_name },
      trial_end_date: created.trialEndDate,
      csrf_token: created.session.csrfToken,
    };
  });
};
