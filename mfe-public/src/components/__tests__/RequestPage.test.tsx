import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { isLinkGone, RequestPage, type RequestPageProps } from '../RequestPage';

interface Request {
  id: number;
  enterprise_customer: { name: string };
}

const request: Request = { id: 4, enterprise_customer: { name: 'Demo Construction Ltd.' } };

function renderPage(props: Partial<RequestPageProps<Request>> = {}) {
  const onRetry = jest.fn();
  renderWithProviders(
    <RequestPage<Request>
      request={undefined}
      error={undefined}
      retrying={false}
      onRetry={onRetry}
      eyebrow="Credential request"
      loadingTitle="Loading Data..."
      notFound={{ title: 'Request not found', description: 'Ask for a new link.' }}
      {...props}
    >
      {(loaded) => <p>Request {loaded.id}</p>}
    </RequestPage>,
    { portalProviders: false },
  );
  return { onRetry };
}

describe('isLinkGone', () => {
  it('is true for a 404 or a 410 from the server, and for nothing else', () => {
    expect(isLinkGone(new ApiError(404, { message: 'Not found.' }))).toBe(true);
    expect(isLinkGone(new ApiError(410, { message: 'Gone.' }))).toBe(true);
    expect(isLinkGone(new ApiError(401, { message: 'Unauthenticated.' }))).toBe(false);
    expect(isLinkGone(new ApiError(429, { message: 'Too many attempts.' }))).toBe(false);
    expect(isLinkGone(new TypeError('Failed to fetch'))).toBe(false);
    expect(isLinkGone(undefined)).toBe(false);
  });
});

describe('RequestPage', () => {
  it('shows the eyebrow, the loading title and a skeleton until the request arrives', () => {
    renderPage();

    expect(screen.getByText('Credential request')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loading Data...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the request' })).toBeInTheDocument();
    expect(screen.queryByText(/sent you this link/)).not.toBeInTheDocument();
  });

  it('shows the request with a footer naming the customer who sent the link', () => {
    renderPage({ request });

    expect(screen.getByText('Request 4')).toBeInTheDocument();
    expect(screen.getByText('Demo Construction Ltd. sent you this link through Trades Portal. Please do not forward it.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loading Data...' })).not.toBeInTheDocument();
  });

  it.each([404, 410])('says the link is gone on a %i, without Retry, even over a request loaded before', (status) => {
    renderPage({ request, error: new ApiError(status, { message: 'Not found.' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Request not found' })).toBeInTheDocument();
    expect(screen.getByText('Ask for a new link.')).toBeInTheDocument();
    expect(screen.queryByText('Request 4')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the request could not be loaded', async () => {
    const { onRetry } = renderPage({ error: new TypeError('Failed to fetch') });

    expect(screen.getByRole('heading', { level: 1, name: 'The request could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while loading this request. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps showing a request loaded before when a reload fails', () => {
    renderPage({ request, error: new TypeError('Failed to fetch') });

    expect(screen.getByText('Request 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
