import type {
  AccountFeaturesResponse,
  ExpiryReminderSettingsResponse,
  GeneratedTokenResponse,
  IntegrationTokenResponse,
  UpdateExpiryRemindersResponse,
} from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { HttpError, parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { requireRole, sessionOf } from '../../core/auth/plugin';
import { hasKey, msg, t } from '../../core/i18n';
import { createToken, customerFeatures, findToken, reminderSettings, replaceToken, saveReminderSettings } from './repository';
import {
  expiryRemindersBody,
  expiryRemindersResponse,
  featuresResponse,
  generatedTokenResponse,
  tokenResponse,
  updateExpiryRemindersResponse,
} from './schemas';

/** /json/settings: the integration token, the account's features and the expiry reminder schedule. */
export const settingsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/token', { schema: { response: responses({ 200: tokenResponse }) } }, async (request): Promise<IntegrationTokenResponse> => ({
    token: await findToken(db, sessionOf(request).customerId, request.locale),
  }));

  app.post('/token', { schema: { response: responses({ 201: generatedTokenResponse }) } }, async (request, reply): Promise<GeneratedTokenResponse> => {
    const { customerId, userId } = requireRole(request, ['owner', 'admin']);
    const token = await createToken(db, customerId, userId, request.locale);
    // Generated once: a second POST never replaces the token an integration may be using.
    if (!token) throw new HttpError(409, msg('settings:token.exists'));
    reply.code(201);
    return { message: t(request, 'settings:token.generated'), token };
  });

  app.post('/token/regenerate', { schema: { response: responses({ 200: generatedTokenResponse }) } }, async (request): Promise<GeneratedTokenResponse> => {
    const { customerId, userId } = requireRole(request, ['owner', 'admin']);
    return { message: t(request, 'settings:token.regenerated'), token: await replaceToken(db, customerId, userId, request.locale) };
  });

  app.get('/features', { schema: { response: responses({ 200: featuresResponse }) } }, async (request): Promise<AccountFeaturesResponse> => ({
    // The platform's features are a fixed catalogue: each is named in the reader's language; one added later
    // without catalog texts keeps the stored English.
    features: (await customerFeatures(db, sessionOf(request).customerId)).map((feature) => {
      const key = `settings:features.${feature.label}`;
      if (!hasKey(`${key}.name`, request.locale)) return feature;
      return { ...feature, name: t(request, `${key}.name`), description: t(request, `${key}.description`) };
    }),
  }));

  app.get('/expiry-reminders', { schema: { response: responses({ 200: expiryRemindersResponse }) } }, async (request): Promise<ExpiryReminderSettingsResponse> => ({
    expiry_reminders: await reminderSettings(db, sessionOf(request).customerId),
  }));

  app.put('/expiry-reminders', { schema: { response: responses({ 200: updateExpiryRemindersResponse }) } }, async (request): Promise<UpdateExpiryRemindersResponse> => {
    const { customerId, userId } = requireRole(request, ['owner', 'admin']);
    const settings = parse(expiryRemindersBody, request.body);
    await saveReminderSettings(db, customerId, userId, settings);
    return { message: t(request, 'settings:reminders.saved'), expiry_reminders: await reminderSettings(db, customerId) };
  });
};
