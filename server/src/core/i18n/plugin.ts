import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from './locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the server answers this request in: the signed-in user's chosen locale (set by the auth hook,
     * core/auth/plugin.ts, once the session is attached), else the best match of Accept-Language.
     */
    locale: Locale;
  }
}

/** Decorates `request.locale` and sets it from Accept-Language first thing; the auth hook then prefers the user's. */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    done();
  });
}
