import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { makeWorker } from '../../fixtures';
import { WorkerCard } from '../WorkerCard';

const handlers = () => ({ onOpen: jest.fn(), onOpenNotes: jest.fn(), onOpenCredentials: jest.fn(), onToggleActive: jest.fn() });

describe('WorkerCard', () => {
  it('flags expired and expiring credentials with a count, and the badges open the credentials', async () => {
    const user = userEvent.setup();
    const props = handlers();
    const worker = makeWorker({ id: 3, credentials_expired_count: 1, credentials_expiring_count: 2 });
    renderWithProviders(<WorkerCard worker={worker} {...props} />);
    const card = screen.getByRole('article', { name: 'Ada Fraser' });
    const alerts = within(card).getByRole('button', { name: /1 expired/ });
    expect(alerts).toHaveTextContent('1 expired2 expiring soon');
    expect(alerts).toHaveAttribute('title', '1 credential has expired. 2 credentials expire within 30 days');
    await user.click(alerts);
    expect(props.onOpenCredentials).toHaveBeenCalledWith(worker);
  });

  it('shows only the kind there is, and nothing when every credential is current', () => {
    const { rerender } = renderWithProviders(<WorkerCard worker={makeWorker({ id: 4, credentials_expiring_count: 1 })} {...handlers()} />);
    expect(screen.getByRole('button', { name: '1 expiring soon' })).toBeInTheDocument();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
    rerender(<WorkerCard worker={makeWorker({ id: 4 })} {...handlers()} />);
    expect(screen.queryByText(/expir/)).not.toBeInTheDocument();
    expect(screen.queryByText('Credentials')).not.toBeInTheDocument();
  });

  it('counts in French with French plurals', async () => {
    await act(() => changeLocale('fr-CA'));
    try {
      renderWithProviders(<WorkerCard worker={makeWorker({ id: 5, credentials_expired_count: 2, credentials_expiring_count: 1 })} {...handlers()} />);
      expect(screen.getByRole('button', { name: '2 expirées 1 expire bientôt' })).toHaveAttribute(
        'title',
        '2 attestations sont expirées. 1 attestation expire d’ici 30 jours',
      );
    } finally {
      await act(() => changeLocale('en-CA'));
    }
  });
});
