import { act, screen } from '@testing-library/react';
import { USER_GUIDES } from 'shared-api';
import { changeLocale } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import UserGuidesPage from '../UserGuidesPage';

describe('UserGuidesPage', () => {
  it('links each of the three guides to its PDF in a new tab', () => {
    renderWithProviders(<UserGuidesPage />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(USER_GUIDES.map(({ url }) => url));
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Guide for general contractors/ })).toHaveAccessibleName(expect.stringContaining('(PDF, opens in a new tab)'));
    expect(screen.getByRole('link', { name: /Guide for subcontractors/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Guide for recruiters/ })).toBeInTheDocument();
  });

  it('reads in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    renderWithProviders(<UserGuidesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Guides d’utilisation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Guide pour les recruteurs/ })).toBeInTheDocument();
  });
});
