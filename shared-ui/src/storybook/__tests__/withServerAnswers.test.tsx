import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { withServerAnswers } from '..';

function send(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.onload = () => resolve({ status: request.status, body: JSON.parse(request.responseText) });
    request.send('{}');
  });
}

function renderWith(answers: Parameters<typeof withServerAnswers>[0]) {
  const decorate = withServerAnswers(answers) as unknown as (story: () => ReactElement) => ReactElement;
  return render(decorate(() => <p>story</p>));
}

/** jsdom has no fetch Response: the smallest stand-in for the browser's. */
class StandInResponse {
  readonly status: number;
  constructor(
    private readonly text: string,
    init: { status?: number } = {},
  ) {
    this.status = init.status ?? 200;
  }
  json() {
    return Promise.resolve(JSON.parse(this.text));
  }
}
globalThis.Response ??= StandInResponse as unknown as typeof Response;

describe('withServerAnswers', () => {
  const realFetch = jest.fn(() => Promise.resolve(new Response('"real"')));
  beforeEach(() => {
    realFetch.mockClear();
    window.fetch = realFetch as unknown as typeof fetch;
  });

  it('answers an upload to a listed path by its ending, and any other with 404', async () => {
    const view = renderWith({ '/imports/workers/preview': { status: 200, body: { valid_count: 3 } } });
    expect(await send('/json/imports/workers/preview')).toEqual({ status: 200, body: { valid_count: 3 } });
    expect((await send('/json/imports/workers')).status).toBe(404);
    view.unmount();
  });

  it('answers fetch for a listed path and lets any other go out', async () => {
    const view = renderWith({ '/crews/7/credentials/search': { status: 422, body: { message: 'Too short' } } });
    const answered = await fetch('/json/crews/7/credentials/search?text=fa');
    expect(answered.status).toBe(422);
    expect(await answered.json()).toEqual({ message: 'Too short' });
    expect(realFetch).not.toHaveBeenCalled();
    await fetch('/index.json');
    expect(realFetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('gives the real XMLHttpRequest and fetch back when the story goes', () => {
    const real = { xhr: window.XMLHttpRequest, fetch: window.fetch };
    const view = renderWith({});
    expect(window.XMLHttpRequest).not.toBe(real.xhr);
    expect(window.fetch).not.toBe(real.fetch);
    view.unmount();
    expect(window.XMLHttpRequest).toBe(real.xhr);
    expect(window.fetch).toBe(real.fetch);
  });
});
