import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { withUploadAnswers } from '..';

function send(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.onload = () => resolve({ status: request.status, body: JSON.parse(request.responseText) });
    request.send('{}');
  });
}

function renderWith(answers: Parameters<typeof withUploadAnswers>[0]) {
  const decorate = withUploadAnswers(answers) as unknown as (story: () => ReactElement) => ReactElement;
  return render(decorate(() => <p>story</p>));
}

describe('withUploadAnswers', () => {
  it('answers a listed path by its ending, and any other with 404', async () => {
    const view = renderWith({ '/imports/workers/preview': { status: 200, body: { valid_count: 3 } } });
    expect(await send('/json/imports/workers/preview')).toEqual({ status: 200, body: { valid_count: 3 } });
    expect((await send('/json/imports/workers')).status).toBe(404);
    view.unmount();
  });

  it('gives the real XMLHttpRequest back when the story goes', () => {
    const real = window.XMLHttpRequest;
    const view = renderWith({});
    expect(window.XMLHttpRequest).not.toBe(real);
    view.unmount();
    expect(window.XMLHttpRequest).toBe(real);
  });
});
