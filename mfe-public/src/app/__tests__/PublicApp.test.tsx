import { render, screen } from '@testing-library/react';
import { jsonResponse } from 'shared-ui/testing';
import { PublicApp } from '../PublicApp';

const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    requests.push(new URL(String(input), 'http://localhost').pathname);
    return jsonResponse({ message: 'Not found.' }, 404);
  }) as typeof fetch;
});

describe('PublicApp routes', () => {
  it('serves the fulfil page at /credential-requests/<token>', async () => {
    window.history.pushState({}, '', '/credential-requests/abc123');
    render(<PublicApp />);

    expect(await screen.findByText('Token not found. Could possibly be an already fulfilled request!')).toBeInTheDocument();
    expect(requests).toEqual(['/json/credential-requests/abc123']);
  });

  it('serves the update page at /user-credential-requests/<token>', async () => {
    window.history.pushState({}, '', '/user-credential-requests/abc123');
    render(<PublicApp />);

    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(requests).toEqual(['/json/user-credential-requests/abc123']);
  });

  it('treats a request path without a token as an unknown page', async () => {
    window.history.pushState({}, '', '/credential-requests/');
    render(<PublicApp />);

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
