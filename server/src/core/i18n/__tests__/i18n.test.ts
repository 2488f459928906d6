import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, parse, registerErrorHandling, validationError } from '../../http/errors';
import { allOf, isMessage, msg, negotiateLocale, oneOf, registerCatalogs, registerLocale, t, translate, translateErrors } from '..';

registerCatalogs('i18n-test', {
  'en-CA': { greeting: 'Hello {{name}}', seats_one: '{{count}} seat left', seats_other: '{{count}} seats left' },
  'fr-CA': { greeting: 'Bonjour {{name}}', seats_one: '{{count}} place restante', seats_other: '{{count}} places restantes' },
});

const required = (attribute: string) => msg('validation.required', { attribute: msg(`attributes.${attribute}`) });

test('a message is a string that carries its key until it is translated into a locale', () => {
  const message = required('email');
  assert.equal(typeof message, 'string');
  assert.ok(isMessage(message));
  assert.equal(translate(message, 'en-CA'), 'The email field is required.');
  assert.equal(translate(message, 'fr-CA'), 'Le champ courriel est obligatoire.');
});

test('a plain string, not converted yet, passes through unchanged', () => {
  assert.equal(translate('Worker archived', 'fr-CA'), 'Worker archived');
  assert.equal(translate('', 'fr-CA'), '');
  assert.equal(translate('\u{E000}not json', 'fr-CA'), '\u{E000}not json', 'a text that merely starts with the mark');
});

test('parameters: nested messages are translated first, lists are written in the locale, count picks the plural', () => {
  assert.equal(translate(msg('files.wrong_file', { types: oneOf(['PDF', 'PNG', 'JPEG']) }), 'en-CA'), 'The file must be a PDF, PNG or JPEG file.');
  assert.equal(translate(msg('files.wrong_file', { types: oneOf(['PDF', 'PNG', 'JPEG']) }), 'fr-CA'), 'Le fichier doit être de type PDF, PNG ou JPEG.');
  assert.equal(translate(msg('i18n-test:greeting', { name: allOf(['Ana', 'Luc']) }), 'fr-CA'), 'Bonjour Ana et Luc');
  assert.equal(translate(msg('i18n-test:seats', { count: 1 }), 'en-CA'), '1 seat left');
  assert.equal(translate(msg('i18n-test:seats', { count: 0 }), 'fr-CA'), '0 place restante', 'French counts 0 as one');
  assert.equal(translate(msg('i18n-test:seats', { count: 3 }), 'fr-CA'), '3 places restantes');
  assert.equal(translate(msg('i18n-test:greeting', { name: '{{name}} <b>' }), 'en-CA'), 'Hello {{name}} <b>', 'values are neither re-read nor escaped');
});

test('t answers in the request\'s locale, or the locale it is given', () => {
  const request = { locale: 'fr-CA' } as FastifyRequest;
  assert.equal(t(request, 'i18n-test:greeting', { name: 'Émilie' }), 'Bonjour Émilie');
  assert.equal(t('en-CA', 'i18n-test:greeting', { name: 'Emily' }), 'Hello Emily');
  assert.equal(t({} as FastifyRequest, 'errors.not_found'), 'Not found.', 'a request without a locale reads en-CA');
});

test('translateErrors translates every message of every field', () => {
  assert.deepEqual(translateErrors({ email: [required('email'), 'Already taken.'], password: [required('password')] }, 'fr-CA'), {
    email: ['Le champ courriel est obligatoire.', 'Already taken.'],
    password: ['Le champ mot de passe est obligatoire.'],
  });
});

test('Accept-Language: the best French or English tag by quality, else en-CA', () => {
  assert.equal(negotiateLocale(undefined), 'en-CA');
  assert.equal(negotiateLocale(''), 'en-CA');
  assert.equal(negotiateLocale('fr'), 'fr-CA');
  assert.equal(negotiateLocale('fr-FR'), 'fr-CA');
  assert.equal(negotiateLocale('FR-ca,fr;q=0.9'), 'fr-CA');
  assert.equal(negotiateLocale('en-US,en;q=0.9,fr;q=0.8'), 'en-CA');
  assert.equal(negotiateLocale('de-DE, fr;q=0.8, en;q=0.5'), 'fr-CA');
  assert.equal(negotiateLocale('en;q=0.4, fr-BE;q=0.7'), 'fr-CA');
  assert.equal(negotiateLocale('es, de'), 'en-CA');
  assert.equal(negotiateLocale('fr;q=0, en'), 'en-CA', 'q=0 means not wanted');
  assert.equal(negotiateLocale('*'), 'en-CA');
});

async function appThatFails() {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerLocale(app);
  app.post('/workers', async (request) => parse(z.object({ email: z.string({ error: required('email') }), password: z.string({ error: required('password') }) }), request.body));
  app.get('/one', async () => {
    throw validationError({ email: [required('email')] });
  });
  app.get('/plain', async () => {
    throw new HttpError(422, 'Not converted yet.', { name: ['Not converted yet.'] });
  });
  app.get('/missing', async () => {
    throw notFound();
  });
  app.get('/crash', async () => {
    throw new Error('boom');
  });
  app.post('/count', { bodyLimit: 64 }, async (request) => parse(z.object({ seats: z.number().int() }), request.body));
  await app.ready();
  return app;
}

test('the error handler answers message and errors in the request\'s locale, the summary included', async () => {
  const app = await appThatFails();
  const call = async (method: 'GET' | 'POST', url: string, language?: string) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: language ? { 'accept-language': language } : {} });
    return { status: response.statusCode, body: response.json() };
  };
  assert.deepEqual(await call('POST', '/workers'), {
    status: 422,
    body: {
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    },
  });
  assert.deepEqual(await call('POST', '/workers', 'fr-CA,fr;q=0.9,en;q=0.8'), {
    status: 422,
    body: {
      message: 'Le champ courriel est obligatoire. (et 1 autre erreur)',
      errors: { email: ['Le champ courriel est obligatoire.'], password: ['Le champ mot de passe est obligatoire.'] },
    },
  });
  assert.deepEqual((await call('GET', '/one', 'fr')).body, { message: 'Le champ courriel est obligatoire.', errors: { email: ['Le champ courriel est obligatoire.'] } });
  assert.deepEqual((await call('GET', '/plain', 'fr')).body, { message: 'Not converted yet.', errors: { name: ['Not converted yet.'] } });
  assert.deepEqual(await call('GET', '/missing', 'fr'), { status: 404, body: { message: 'Introuvable.' } });
  assert.deepEqual(await call('GET', '/missing'), { status: 404, body: { message: 'Not found.' } });
  assert.deepEqual(await call('GET', '/crash', 'fr'), { status: 500, body: { message: 'Erreur du serveur' } });
  await app.close();
});

test('a check without a message of its own, and Fastify\'s own refusals, answer in the request\'s locale too', async () => {
  const app = await appThatFails();
  const send = (payload: string, language: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/count', payload, headers: { 'content-type': contentType, 'accept-language': language } });
  const unnamed = await send('{"seats": 1.5}', 'fr');
  assert.equal(unnamed.statusCode, 422);
  assert.deepEqual(unnamed.json().errors, { seats: ['Le champ seats n’est pas valide.'] });
  assert.deepEqual((await send('{"seats": 1.5}', 'en')).json().errors, { seats: ['The seats field is invalid.'] });
  const badJson = await send('{"seats": ', 'fr');
  assert.deepEqual({ status: badJson.statusCode, body: badJson.json() }, { status: 400, body: { message: 'Le corps de la requête n’est pas du JSON valide.' } });
  const tooLarge = await send(JSON.stringify({ seats: 1, padding: 'x'.repeat(100) }), 'en');
  assert.deepEqual({ status: tooLarge.statusCode, body: tooLarge.json() }, { status: 413, body: { message: 'The request is too large.' } });
  const wrongType = await send('seats=1', 'fr', 'application/x-www-form-urlencoded');
  assert.deepEqual({ status: wrongType.statusCode, body: wrongType.json() }, { status: 415, body: { message: 'Ce type de contenu n’est pas accepté ici.' } });
  await app.close();
});

test('the summary counts the other messages in each language\'s plural', () => {
  const errors = { a: [required('email'), required('email')], b: [required('password')] };
  const summary = validationError(errors).message;
  assert.equal(translate(summary, 'en-CA'), 'The email field is required. (and 2 more errors)');
  assert.equal(translate(summary, 'fr-CA'), 'Le champ courriel est obligatoire. (et 2 autres erreurs)');
  assert.equal(translate(validationError({}).message, 'fr-CA'), 'Les données fournies ne sont pas valides.');
});
