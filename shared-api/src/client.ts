import { clientMessage, pageLocale } from './i18n';
import type { ApiErrorBody } from './types';

/** The one error every failed call turns into: status, the server's message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body.errors ?? {};
  }

  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const API_BASE = '/json';

function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** The login rotates the session; the new token replaces the page's so later calls carry it. */
export function setCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.appendChild(meta);
  }
  meta.content = token;
}

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => {
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
};

/** The shell may replace what a 401 does (tests and the login page itself keep their own behaviour). */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export function buildQuery(params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Public token pages get 401s as ordinary errors instead of a redirect to the login page. */
  redirectOn401?: boolean;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, redirectOn401 = true } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers its messages in this language: the one the page shows, not only the browser's.
    'Accept-Language': pageLocale(),
    'X-Requested-With': 'XMLHttpRequest',
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET') headers['X-CSRF-TOKEN'] = csrfToken();

  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${buildQuery(query)}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, { message: clientMessage('unreachable') });
  }

  return settle<T>(response.status, response.statusText, await response.text(), redirectOn401);
}

/** One reading of an answer for fetch and XMLHttpRequest alike: the parsed body, or the one ApiError. */
function settle<T>(status: number, statusText: string, text: string, redirectOn401: boolean): T {
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text };
    }
  }
  if (status >= 200 && status < 300) return parsed as T;
  const errorBody = (parsed as ApiErrorBody | undefined) ?? { message: statusText || clientMessage('failed') };
  if (status === 401 && redirectOn401) onUnauthenticated();
  throw new ApiError(status, { message: errorBody.message || statusText || clientMessage('failed'), errors: errorBody.errors });
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called as the request body goes out; after the last call the server is still processing. */
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  redirectOn401?: boolean;
}

/**
 * A call whose upload progress the page shows (files, large CSV text). fetch cannot observe an upload,
 * so this goes through XMLHttpRequest with the same headers, CSRF token and error handling as apiFetch.
 */
export function apiUpload<T>(path: string, body: FormData | unknown, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onUploadProgress, signal, redirectOn401 = true } = options;
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', pageLocale());
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('X-CSRF-TOKEN', csrfToken());
    request.withCredentials = true;
    const isForm = body instanceof FormData;
    if (!isForm) request.setRequestHeader('Content-Type', 'application/json');
    if (onUploadProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
      };
    }
    request.onload = () => {
      try {
        resolve(settle<T>(request.status, request.statusText, request.responseText, redirectOn401));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, { message: clientMessage('unreachable') }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(isForm ? body : JSON.stringify(body));
  });
}
