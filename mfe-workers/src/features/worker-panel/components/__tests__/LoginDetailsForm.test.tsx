import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { worker } from '../../fixtures';
import { LoginDetailsForm } from '../LoginDetailsForm';

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  const onWorkerChange = jest.fn();
  renderWithProviders(<LoginDetailsForm worker={{ ...worker, username: '' }} onWorkerChange={onWorkerChange} />);
  return { api, onWorkerChange, user: userEvent.setup() };
}

describe('LoginDetailsForm', () => {
  it('asks for both username and password before sending anything', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Username and password are required');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a password of at least 12 characters', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Username'), 'afraser');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 12 characters long');
    expect(api.calls).toHaveLength(0);
  });

  it('generates a visible 12-character password and saves the login details', async () => {
    const updated = { ...worker, username: 'afraser' };
    const { api, user, onWorkerChange } = setup({
      'PUT /workers/42/login-details': { body: { message: 'Saved', worker: updated } },
    });
    await user.type(screen.getByLabelText('Username'), 'afraser');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'text');
    expect((password as HTMLInputElement).value).toMatch(/^[A-Za-z0-9!@#$%&*()\-_]{12}$/);

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Login details updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/workers/42/login-details')[0].body).toEqual({
      username: 'afraser',
      password: (password as HTMLInputElement).value,
    });
    expect(onWorkerChange).toHaveBeenCalledWith(updated);
  });

  it('shows the server’s message under the field it is about', async () => {
    const { user } = setup({
      'PUT /workers/42/login-details': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { username: ['The username has already been taken.'] } },
      },
    });
    await user.type(screen.getByLabelText('Username'), 'taken');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('The username has already been taken.'));
  });
});
