import { ApiError, apiFetch, buildQuery, setCsrfToken, setUnauthenticatedHandler } from '../client';
import { updateMyLocale } from '../endpoints/auth';

function respond(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  // jsdom has no fetch Response; the client reads only these members.
  return Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: 'Error', text: async () => text });
}

describe('apiFetch', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  });

  it('sends the AJAX marker on every call and the page CSRF token on state-changing calls only', async () => {
    fetchMock.mockReturnValue(respond(200, { ok: true }));
    await apiFetch('/users/me');
    const [getUrl, getInit] = fetchMock.mock.calls[0];
    expect(getUrl).toBe('/json/users/me');
    expect(getInit.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(getInit.headers['X-CSRF-TOKEN']).toBeUndefined();

    await apiFetch('/workers', { method: 'POST', body: { first_name: 'Ada' } });
    const [, postInit] = fetchMock.mock.calls[1];
    expect(postInit.headers['X-CSRF-TOKEN']).toBe('page-token');
    expect(postInit.headers['Content-Type']).toBe('application/json');
    expect(postInit.body).toBe('{"first_name":"Ada"}');
  });

  it('uses the token that sign-in put into the page', async () => {
    fetchMock.mockReturnValue(respond(200, {}));
    setCsrfToken('session-token');
    await apiFetch('/auth/logout', { method: 'POST' });
    expect(fetchMock.mock.calls[0][1].headers['X-CSRF-TOKEN']).toBe('session-token');
  });

  it('turns an error answer into an ApiError with the message and field errors', async () => {
    fetchMock.mockReturnValue(respond(422, { message: 'The email field is required.', errors: { email: ['The email field is required.'] } }));
    const error = await apiFetch<never>('/auth/login', { method: 'POST', body: {}, redirectOn401: false }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email field is required.');
    expect(error.fieldError('email')).toBe('The email field is required.');
  });

  it('hands a 401 to the unauthenticated handler unless the caller opts out', async () => {
    const handler = jest.fn();
    setUnauthenticatedHandler(handler);
    fetchMock.mockReturnValue(respond(401, { message: 'Unauthenticated.' }));
    await expect(apiFetch('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/auth/login', { method: 'POST', redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as a clear error', async () => {
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/users/me')).rejects.toMatchObject({
      status: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  describe("in the page's language", () => {
    afterEach(() => {
      document.documentElement.lang = 'en-CA';
    });

    it('asks the server to answer in the language <html lang> states', async () => {
      fetchMock.mockReturnValue(respond(200, {}));
      await apiFetch('/users/me');
      expect(fetchMock.mock.calls[0][1].headers['Accept-Language']).toBe('en-CA');
      document.documentElement.lang = 'fr-CA';
      await apiFetch('/users/me');
      expect(fetchMock.mock.calls[1][1].headers['Accept-Language']).toBe('fr-CA');
    });

    it("says the client's own messages in it", async () => {
      document.documentElement.lang = 'fr-CA';
      fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
      await expect(apiFetch('/users/me')).rejects.toMatchObject({
        message: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
      });
    });
  });
});

describe('updateMyLocale', () => {
  it("PUTs the chosen language to the signed-in user's locale", async () => {
    const fetchMock = jest.fn().mockReturnValue(respond(200, { user: { locale: 'fr-CA' }, message: 'Langue enregistrée.' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(updateMyLocale('fr-CA')).resolves.toMatchObject({ user: { locale: 'fr-CA' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/json/users/me/locale');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ locale: 'fr-CA' });
  });
});

describe('buildQuery', () => {
  it('drops empty values, repeats arrays with [] and encodes text', () => {
    expect(buildQuery({ expiring: '90_days', search: 'Ann & Bo', page: 2, empty: '', none: undefined })).toBe(
      '?expiring=90_days&search=Ann+%26+Bo&page=2',
    );
    expect(buildQuery({ worker_tags: ['Night Shift', 'Red Seal'] })).toBe('?worker_tags%5B%5D=Night+Shift&worker_tags%5B%5D=Red+Seal');
    expect(buildQuery({})).toBe('');
  });
});
