import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { contacts } from '../../fixtures';
import { ContactsTab } from '../ContactsTab';
import { PUBLICLY_VISIBLE_TOOLTIP } from '../ContactFormModal';

describe('ContactsTab', () => {
  it('creates an emergency contact by default and shows the server’s messages without checking anything itself', async () => {
    let valid = false;
    const api = mockApi({
      'GET /workers/42/contacts': { body: { contacts } },
      'POST /workers/42/contacts': () =>
        valid
          ? { body: { contact: contacts[0] } }
          : { status: 422, body: { message: 'The given data was invalid.', errors: { first_name: ['The first name field is required.'] } } },
    });
    renderWithProviders(<ContactsTab workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Contact' });
    expect(within(dialog).getByLabelText('Contact Type')).toHaveValue('emergency');

    await user.hover(within(dialog).getByRole('button', { name: 'About publicly visible' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(PUBLICLY_VISIBLE_TOOLTIP);

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(api.callsTo('POST', '/workers/42/contacts')).toHaveLength(1);
    expect(await within(dialog).findByText('The first name field is required.')).toBeInTheDocument();

    valid = true;
    await user.type(within(dialog).getByLabelText('First Name'), 'Tom');
    await user.click(within(dialog).getByLabelText('Publicly visible'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Contact added.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/workers/42/contacts')[1].body).toMatchObject({
      contact_type: 'emergency',
      first_name: 'Tom',
      publicly_visible: true,
      email: null,
    });
  });

  it('updates a contact with its values filled in', async () => {
    const api = mockApi({
      'GET /workers/42/contacts': { body: { contacts } },
      'PUT /workers/42/contacts/2': { body: { contact: contacts[1], message: 'Contact updated successfully' } },
    });
    renderWithProviders(<ContactsTab workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Maya Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    expect(within(dialog).getByLabelText('Relationship')).toHaveValue('Sister');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '555 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Contact updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/workers/42/contacts/2')[0].body).toMatchObject({ phone: '555 0000', contact_type: 'other' });
  });

  it('asks for a Province and a Postal Code, and for a State and a Zip Code only for a customer outside Canada', async () => {
    mockApi({ 'GET /workers/42/contacts': { body: { contacts } } });
    const view = renderWithProviders(<ContactsTab workerId={42} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    let dialog = screen.getByRole('dialog', { name: 'Create Contact' });
    expect(within(dialog).getByLabelText('Province')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Postal Code')).toBeInTheDocument();
    view.unmount();

    mockApi({
      'GET /workers/42/contacts': { body: { contacts } },
      'GET /enterprise-customer': { body: { enterprise_customer: { id: 1, name: 'Lakeview Builders', mode: 'normal', features: [], access_url: null, country: 'US' } } },
    });
    renderWithProviders(<ContactsTab workerId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    dialog = screen.getByRole('dialog', { name: 'Create Contact' });
    expect(await within(dialog).findByLabelText('State')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Zip Code')).toBeInTheDocument();
  });

  it('removes a contact only after confirmation', async () => {
    const api = mockApi({
      'GET /workers/42/contacts': { body: { contacts } },
      'DELETE /workers/42/contacts/1': { body: { message: 'Contact deleted successfully' } },
    });
    renderWithProviders(<ContactsTab workerId={42} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove Tom Fraser' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove contact' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Contact deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/workers/42/contacts/1')).toHaveLength(1);
  });
});
