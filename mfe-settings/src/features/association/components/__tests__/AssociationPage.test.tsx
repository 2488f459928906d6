import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { association } from '../../fixtures';
import AssociationPage from '../AssociationPage';

describe('AssociationPage', () => {
  it('shows the association, how to reach it and what membership gives', async () => {
    mockApi({ 'GET /association': { body: { association } } });
    renderWithProviders(<AssociationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calgary Construction Association' })).toBeInTheDocument();
    expect(screen.getByText(association.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'members@cca.example' })).toHaveAttribute('href', 'mailto:members@cca.example');
    expect(screen.getByRole('link', { name: '(403) 555-0142' })).toHaveAttribute('href', 'tel:4035550142');
    expect(screen.getByRole('link', { name: 'https://cca.example' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Group insurance and benefits')).toBeInTheDocument();
  });

  it('says when the customer belongs to no association', async () => {
    mockApi({ 'GET /association': { body: { association: null } } });
    renderWithProviders(<AssociationPage />);
    expect(await screen.findByText('No association')).toBeInTheDocument();
  });

  it('offers a retry when it cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({ 'GET /association': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { association } }) });
    renderWithProviders(<AssociationPage />);
    expect(await screen.findByText('The association could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Group insurance and benefits')).toBeInTheDocument();
  });

  it('reads in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    mockApi({ 'GET /association': { body: { association } } });
    renderWithProviders(<AssociationPage />);
    expect(await screen.findByText('Avantages de l’adhésion')).toBeInTheDocument();
  });
});
