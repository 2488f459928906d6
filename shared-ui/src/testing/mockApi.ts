import { installFakeUpload } from './fakeUpload';
import { jsonResponse } from './jsonResponse';

export interface ApiCall {
  method: string;
  /** Without the /json prefix, e.g. /workers/42. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or the FormData as sent. */
  body: unknown;
  /** A multipart body's fields by name; empty for any other body. */
  fields: Record<string, FormDataEntryValue>;
  /** Tells an upload (apiUpload, over XMLHttpRequest) that `loaded` of `total` bytes have gone out. */
  reportUploadProgress: (loaded: number, total: number) => void;
}

export interface ApiReply {
  status?: number;
  body: unknown;
}

/** Answers one route: a fixed reply, or one computed from the call (may wait, to hold a request open). */
export type ApiRoute = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

const NOT_FOUND: ApiReply = { status: 404, body: { message: 'Not found' } };

function callOf(method: string, target: string, body: unknown, reportUploadProgress: ApiCall['reportUploadProgress']): ApiCall {
  const url = new URL(target, 'http://localhost');
  return {
    method,
    path: url.pathname.replace(/^\/json/, ''),
    query: url.searchParams,
    body: typeof body === 'string' ? JSON.parse(body) : body,
    fields: body instanceof FormData ? Object.fromEntries(body.entries()) : {},
    reportUploadProgress,
  };
}

/**
 * Replaces fetch and XMLHttpRequest (which apiUpload uses for its progress) with a fake JSON API keyed by
 * "METHOD /path" (without /json); unknown routes answer 404. Calls go through shared-api's real client, so
 * paths, methods and bodies are what the server would receive.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];

  async function answer(call: ApiCall): Promise<Required<ApiReply>> {
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? NOT_FOUND;
    const reply = typeof route === 'function' ? await route(call) : route;
    return { status: reply.status ?? 200, body: reply.body };
  }

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const call = callOf(method, String(input), init?.body, () => {
      throw new Error(`${method} ${String(input)} went through fetch, which cannot report upload progress; use apiUpload.`);
    });
    const { status, body } = await answer(call);
    return jsonResponse(body, status);
  }) as typeof fetch;

  installFakeUpload((upload) => {
    const call = callOf(upload.method, upload.url, upload.body, upload.progress);
    void answer(call).then(({ status, body }) => upload.respond(status, body));
  });

  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
