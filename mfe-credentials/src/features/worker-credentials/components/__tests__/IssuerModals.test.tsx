import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { credential } from '../../fixtures';
import { WorkerCredentialsSection } from '../WorkerCredentialsSection';

const issuers = [
  { id: 3, name: 'Northern Safety Council' },
  { id: 4, name: 'Provincial Trades Board' },
];

const withIssuer = credential();
const withoutIssuer = credential({ id: 12, name: 'Forklift Operator', enterprise_customer_credential_issuer: null });

const routes: Record<string, ApiRoute> = {
  'GET /workers/42/credentials': { body: { user_credentials: [withIssuer, withoutIssuer], user_credential_parse_jobs: [] } },
  'GET /credential-issuers': { body: { credential_issuers: issuers } },
};

async function openIssuerModal(name: string, action: 'Change issuer' | 'Set issuer') {
  const user = userEvent.setup();
  const item = await screen.findByRole('listitem', { name });
  await user.click(within(item).getByRole('button', { name: 'More' }));
  await user.click(within(item).getByRole('button', { name: action }));
  return user;
}

describe('Change credential issuer', () => {
  it('does nothing without a selection, then updates with the chosen issuer', async () => {
    const api = mockApi({
      ...routes,
      'PUT /credentials/11/enterprise-customer-credential-issuers': {
        body: { message: 'User credential issuer updated successfully.', user_credential: withIssuer },
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = await openIssuerModal('Working at Heights', 'Change issuer');
    const dialog = screen.getByRole('dialog', { name: 'Change credential issuer for Working at Heights' });
    const select = within(dialog).getByRole('combobox', { name: 'Issuer' });
    expect(within(select).getByRole('option', { name: 'Select an Issuer' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(api.callsTo('PUT', '/credentials/11/enterprise-customer-credential-issuers')).toHaveLength(0);
    expect(dialog).toBeInTheDocument();

    await within(dialog).findByRole('option', { name: 'Provincial Trades Board' });
    await user.selectOptions(select, 'Provincial Trades Board');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User credential issuer updated successfully.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/credentials/11/enterprise-customer-credential-issuers')[0].body).toEqual({
      enterprise_customer_credential_issuer_id: 4,
    });
    expect(screen.queryByRole('dialog', { name: /Change credential issuer/ })).not.toBeInTheDocument();
  });

  it('removes the issuer after the spec confirmation', async () => {
    const api = mockApi({
      ...routes,
      'DELETE /credentials/11/enterprise-customer-credential-issuers': {
        body: { user_credential: { ...withIssuer, enterprise_customer_credential_issuer: null } },
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = await openIssuerModal('Working at Heights', 'Change issuer');

    await user.click(within(screen.getByRole('dialog', { name: /Change credential issuer/ })).getByRole('button', { name: 'Remove' }));
    const confirmDialog = screen.getByRole('dialog', { name: 'Remove issuer' });
    expect(confirmDialog).toHaveTextContent('Are you sure you want to remove the issuer?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('User credential issuer updated successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/credentials/11/enterprise-customer-credential-issuers')).toHaveLength(1);
  });

  it('says when the update fails', async () => {
    mockApi({
      ...routes,
      'PUT /credentials/11/enterprise-customer-credential-issuers': { status: 500, body: { message: 'Server Error' } },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = await openIssuerModal('Working at Heights', 'Change issuer');
    const dialog = screen.getByRole('dialog', { name: /Change credential issuer/ });
    await within(dialog).findByRole('option', { name: 'Northern Safety Council' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Issuer' }), 'Northern Safety Council');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Failed to update user credential issuer.')).toBeInTheDocument();
  });
});

describe('Update Credential Issuer', () => {
  it('explains the issuers and requires one before updating', async () => {
    const api = mockApi({
      ...routes,
      'PUT /credentials/12/enterprise-customer-credential-issuers': {
        body: { message: 'Issuer set.', user_credential: withoutIssuer },
      },
    });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    const user = await openIssuerModal('Forklift Operator', 'Set issuer');
    const dialog = screen.getByRole('dialog', { name: 'Update Credential Issuer' });
    expect(dialog).toHaveTextContent('defined on the Credentials page');
    const select = within(dialog).getByRole('combobox', { name: /Issuer/ });
    expect(select).toBeRequired();
    expect(within(select).getByRole('option', { name: 'Select an issuer' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Please select an issuer.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/credentials/12/enterprise-customer-credential-issuers')).toHaveLength(0);

    await within(dialog).findByRole('option', { name: 'Northern Safety Council' });
    await user.selectOptions(select, 'Northern Safety Council');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Issuer set.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/credentials/12/enterprise-customer-credential-issuers')[0].body).toEqual({
      enterprise_customer_credential_issuer_id: 3,
    });
  });

  it('says when the issuers cannot be loaded', async () => {
    mockApi({ ...routes, 'GET /credential-issuers': { status: 403, body: { message: 'This feature is not available.' } } });
    renderWithProviders(<WorkerCredentialsSection workerId={42} />);
    await openIssuerModal('Forklift Operator', 'Set issuer');

    expect(await screen.findByText('Failed to load internal credential issuers.')).toBeInTheDocument();
  });
});
