import type { FastifyInstance, InjectOptions } from 'fastify';
import { PASSWORD } from './app';

export interface Response<T = unknown> {
  status: number;
  body: T;
  /** The body's bytes as sent (still compressed when the request accepted an encoding). */
  raw: Buffer;
  headers: Record<string, unknown>;
}

// Tests read bodies of many shapes; they assert on them, so an untyped body is the honest type here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A browser-like client: keeps cookies, reads the CSRF token from the page and sends it as the portal does. */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly app: FastifyInstance) {}

  async loadPage(path = '/login'): Promise<string> {
    const response = await this.app.inject({ method: 'GET', url: path, headers: this.headers() });
    this.keepCookies(response.headers['set-cookie']);
    const match = /<meta name="csrf-token" content="([^"]*)"/.exec(response.body);
    if (match) this.csrfToken = match[1];
    return response.body;
  }

  async signIn(email: string, password = PASSWORD): Promise<Response<any>> {
    if (!this.csrfToken) await this.loadPage();
    const response = await this.post('/json/auth/login', { email, password });
    if (response.status === 200 && response.body.csrf_token) this.csrfToken = response.body.csrf_token;
    return response;
  }

  get<T = any>(url: string) {
    return this.request<T>({ method: 'GET', url });
  }
  post<T = any>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
  put<T = any>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  delete<T = any>(url: string) {
    return this.request<T>({ method: 'DELETE', url });
  }

  async request<T>(options: InjectOptions & { withoutCsrf?: boolean }): Promise<Response<T>> {
    const { withoutCsrf, ...inject } = options;
    const headers: Record<string, string> = { ...this.headers(), 'x-requested-with': 'XMLHttpRequest' };
    if (options.method !== 'GET' && !withoutCsrf) headers['x-csrf-token'] = this.csrfToken;
    const response = await this.app.inject({ ...inject, headers: { ...headers, ...(inject.headers as object) } });
    this.keepCookies(response.headers['set-cookie']);
    let body: unknown = response.body;
    try {
      body = JSON.parse(response.body);
    } catch {
      // Not JSON: the raw text is the body.
    }
    return { status: response.statusCode, body: body as T, raw: response.rawPayload, headers: response.headers };
  }

  private headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }

  private keepCookies(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
}
