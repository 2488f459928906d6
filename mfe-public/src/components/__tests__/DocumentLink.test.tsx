import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { DocumentLink } from '../DocumentLink';

describe('DocumentLink', () => {
  it('opens the document in a new tab, named by its label and the assistive text, without sending the page address', () => {
    renderWithProviders(
      <DocumentLink href="/json/wallets/tok/credentials/3/document" label="View document" assistiveText=" of WHMIS 2015, opens in a new tab" />,
      { portalProviders: false },
    );

    const link = screen.getByRole('link', { name: 'View document of WHMIS 2015, opens in a new tab' });
    expect(link).toHaveAttribute('href', '/json/wallets/tok/credentials/3/document');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(link).toHaveTextContent(/^View document/);
  });
});
