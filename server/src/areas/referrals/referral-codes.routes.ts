import type { ReferralCodeResponse, ReferralCodesResponse, ReferralLinkResponse, ReferralPlansResponse } from 'shared-api/contract';
import { referralSignUpPath } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { requireFeature, sessionOf } from '../../core/auth/plugin';
import { msg, t } from '../../core/i18n';
import { activePlans, createCode, findActivePlan, findCode, listCodes } from './repository';
import { codeInput, codeResponse, codesResponse, linkResponse, plansResponse } from './schemas';

/** /json/referral-codes: the codes an association hands out (spec part 2 §7 "Referrals"). */
export const referralCodesRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.addHook('preHandler', async (request) => {
    await requireFeature(db, request, 'local_construction_association');
  });

  app.get('/types', { schema: { response: responses({ 200: plansResponse }) } }, async (): Promise<ReferralPlansResponse> => ({
    plans: await activePlans(db),
  }));

  app.get('/', { schema: { response: responses({ 200: codesResponse }) } }, async (request): Promise<ReferralCodesResponse> => ({
    referral_codes: await listCodes(db, sessionOf(request).customerId),
  }));

  app.post('/', { schema: { response: responses({ 200: codeResponse }) } }, async (request): Promise<ReferralCodeResponse> => {
    const { customerId, userId } = sessionOf(request);
    const input = parse(codeInput, request.body);
    const plan = await findActivePlan(db, input.plan_id);
    if (!plan) throw validationError({ plan_id: [msg('referrals:plan_invalid')] });
    const description = input.description ?? t(request, 'referrals:default_description', { plan: plan.name, count: plan.metadata.trial_period_days });
    const code = await createCode(db, customerId, userId, plan.id, description);
    return { message: t(request, 'referrals:code_created'), referral_code: code };
  });

  app.get('/:id/link', { schema: { response: responses({ 200: linkResponse }) } }, async (request): Promise<ReferralLinkResponse> => {
    const { id } = routeIds(request.params, 'id');
    const code = await findCode(db, sessionOf(request).customerId, id);
    if (!code) throw notFound();
    if (code.status !== 'active') throw new HttpError(400, msg('referrals:code_inactive'));
    return { link: `${config.publicUrl}${referralSignUpPath(code.code)}` };
  });
};
