import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { expiredCredentials, expiringCredentials } from '../../fixtures';
import { CREDENTIAL_NAME_MAX, ExpiringCredentialsCard } from '../ExpiringCredentialsCard';

const noop = () => undefined;

describe('ExpiringCredentialsCard', () => {
  it('cuts credential names longer than 25 characters and shows the full name as a tooltip', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ExpiringCredentialsCard
        view="expiring"
        onViewChange={noop}
        state={{ data: expiringCredentials, onRetry: noop }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    const fullName = 'Confined Space Entry and Rescue Level 2';
    const cut = `${fullName.slice(0, CREDENTIAL_NAME_MAX).trimEnd()}…`;
    expect(CREDENTIAL_NAME_MAX).toBe(25);
    expect(screen.getByText(cut)).toBeInTheDocument();
    expect(screen.queryByText(fullName)).not.toBeInTheDocument();
    // A name of 25 characters or fewer is shown whole.
    expect(screen.getByText('Working at Heights')).toBeInTheDocument();

    await user.hover(screen.getByText(cut));
    expect(screen.getByRole('tooltip')).toHaveTextContent(fullName);
  });

  it('marks a credential nobody confirmed yet with Needs review', () => {
    const [first, ...rest] = expiringCredentials;
    renderWithProviders(
      <ExpiringCredentialsCard
        view="expiring"
        onViewChange={noop}
        state={{ data: [{ ...first, needs_review: true }, ...rest], onRetry: noop }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    const row = screen.getByText(first.worker!.full_name).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Needs review');
    expect(screen.getAllByText('Needs review')).toHaveLength(1);
  });

  it('marks expired credentials with a badge', () => {
    renderWithProviders(
      <ExpiringCredentialsCard
        view="expired"
        onViewChange={noop}
        state={{ data: expiredCredentials, onRetry: noop }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByText('Expired', { selector: '[data-tone="danger"]' })).toBeInTheDocument();
    expect(screen.getByText('3 months ago')).toBeInTheDocument();
  });

  it('reports the toggle and links to all expiring credentials', async () => {
    const user = userEvent.setup();
    const onViewChange = jest.fn();
    renderWithProviders(
      <ExpiringCredentialsCard
        view="expiring"
        onViewChange={onViewChange}
        state={{ data: expiringCredentials, onRetry: noop }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Expiring (90 days)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Expired' }));
    expect(onViewChange).toHaveBeenCalledWith('expired');
    expect(screen.getByRole('link', { name: 'View All Expiring Credentials' })).toHaveAttribute(
      'href',
      '/credentials?page-name=credentials&expiring=90_days',
    );
  });

  it('shows both totals, links each worker to their panel and View All to the list the toggle shows', () => {
    const { rerender } = renderWithProviders(
      <ExpiringCredentialsCard
        view="expired"
        onViewChange={noop}
        state={{ data: expiringCredentials, onRetry: noop }}
        totals={{ expiring: 12, expired: 1 }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByText('expiring within 90 days').closest('p')).toHaveTextContent('12 expiring within 90 days 1 expired');
    expect(screen.getByRole('link', { name: 'View All Expired Credentials' })).toHaveAttribute('href', '/credentials?page-name=credentials&expiring=expired');
    const worker = expiringCredentials[0].worker!;
    expect(screen.getAllByRole('link', { name: worker.full_name })[0]).toHaveAttribute('href', `/workers/${worker.id}`);
    rerender(
      <ExpiringCredentialsCard view="expiring" onViewChange={noop} state={{ data: expiringCredentials, onRetry: noop }} expanded={false} onToggleExpand={noop} />,
    );
    expect(screen.queryByText('expiring within 90 days')).not.toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(
      <ExpiringCredentialsCard
        view="expiring"
        onViewChange={noop}
        state={{ error: new Error('boom'), onRetry }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the credentials.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('covers the card with the feature notice when the customer lacks the credentials feature', () => {
    renderWithProviders(
      <ExpiringCredentialsCard
        view="expiring"
        onViewChange={noop}
        state={{ error: new Error('forbidden'), onRetry: noop }}
        featureUnavailable
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'This feature is not currently available in your account. To add this feature please contact support.',
    );
    // Neither the error with its retry nor controls that would do nothing.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expired' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Expiring Credentials' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand card' })).toBeInTheDocument();
  });

  it('speaks French: the badge, the empty state and the failed load', async () => {
    await act(() => changeLocale('fr-CA'));
    const { rerender } = renderWithProviders(
      <ExpiringCredentialsCard
        view="expired"
        onViewChange={noop}
        state={{ data: expiredCredentials, onRetry: noop }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByText('Expirée', { selector: '[data-tone="danger"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les attestations expirées' })).toHaveAttribute('href', '/credentials?page-name=credentials&expiring=expired');

    rerender(
      <ExpiringCredentialsCard view="expiring" onViewChange={noop} state={{ data: [], onRetry: noop }} expanded={false} onToggleExpand={noop} />,
    );
    expect(screen.getByText('Aucune attestation n’expire dans les 90 prochains jours')).toBeInTheDocument();

    rerender(
      <ExpiringCredentialsCard
        view="expiring"
        onViewChange={noop}
        state={{ error: new Error('boom'), onRetry: noop }}
        expanded={false}
        onToggleExpand={noop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les attestations.');
  });
});
