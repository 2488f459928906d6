/** A JSON answer to a faked fetch. jsdom has no Response; callers read only ok, status, statusText, text() and json(). */
export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  const text = JSON.stringify(body);
  return Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response);
}
