import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { crew, crewUser } from '../../../../fixtures';
import { renderCrewPage } from '../../../../testUtils';
import CrewAdminPage from '../CrewAdminPage';

const routes = {
  'GET /crews/types': { body: { crew_types: [{ id: 1, name: 'Construction' }] } },
  'GET /crews/7/admin/candidates': {
    body: {
      users: [
        { ...crewUser, is_current: true },
        { ...crewUser, id: 3, full_name: 'Adam Admin', email: 'adam@northern.test', role: 'admin', is_current: false },
      ],
    },
  },
};

describe('CrewAdminPage', () => {
  it('keeps Update disabled while the name is empty', async () => {
    const api = mockApi({ ...routes, 'PUT /crews/7': { body: { crew, message: 'Crew updated successfully!' } } });
    const user = userEvent.setup();
    renderCrewPage(<CrewAdminPage />, { path: 'admin', url: '/crews/7/admin' });
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    await user.type(name, 'Crane Crew');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Crew updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/crews/7')[0].body).toMatchObject({ name: 'Crane Crew' });
  });

  it('changes the administrator among the admins, the current one not selectable, after confirming', async () => {
    const api = mockApi({ ...routes, 'PUT /crews/7/admin': { body: { admin: { ...crewUser, id: 3 }, message: 'Crew administrator changed.' } } });
    const user = userEvent.setup();
    renderCrewPage(<CrewAdminPage />, { path: 'admin', url: '/crews/7/admin' });
    await user.click(screen.getByRole('button', { name: 'Change Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Administrator' });
    const select = await within(dialog).findByRole('combobox', { name: /New administrator/ });
    expect(within(select).getByRole('option', { name: 'Olivia Owner (current)' })).toBeDisabled();
    await user.selectOptions(select, 'Adam Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Change Administrator' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the crew administrator?' });
    await user.click(within(confirm).getByRole('button', { name: 'Change Administrator' }));
    expect(await screen.findByText('Crew administrator changed.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/crews/7/admin')[0].body).toEqual({ user_id: 3 });
  });
});
