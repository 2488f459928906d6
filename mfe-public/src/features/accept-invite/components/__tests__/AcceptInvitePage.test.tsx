import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from 'shared-ui/testing';
import { publicInvite } from '../../fixtures';
import { leaveTo } from '../../utils/leave';
import AcceptInvitePage from '../AcceptInvitePage';

jest.mock('../../utils/leave', () => ({ leaveTo: jest.fn() }));

const renderAt = (search = '?token=t0k3n&email=new.admin%40example.ca') =>
  renderRoute(<AcceptInvitePage />, { path: '/invites/accept', url: `/invites/accept${search}`, portalProviders: false });

beforeEach(() => jest.mocked(leaveTo).mockClear());

describe('AcceptInvitePage', () => {
  it('registers a new user with the spec alerts, then sends the browser to the login page', async () => {
    const api = mockApi({
      'GET /invites/t0k3n': { body: publicInvite(false) },
      'POST /users/register': { status: 201, body: { message: 'Welcome.', user: { id: 9, first_name: 'Nia', last_name: 'Admin', full_name: 'Nia Admin', email: 'new.admin@example.ca' } } },
    });
    const user = userEvent.setup();
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation from Northwind Builders' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/invites/t0k3n')[0].query.get('email')).toBe('new.admin@example.ca');
    expect(screen.getByLabelText('E-mail')).toHaveValue('new.admin@example.ca');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please ensure all required fields are filled before submitting.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^First Name/), 'Nia');
    await user.type(screen.getByLabelText(/^Last Name/), 'Admin');
    await user.type(screen.getByLabelText(/^Password/), 'Password123!');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Password123?');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Passwords do not match! please ensure the password and the confirm password fields match.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/users/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login?email=new.admin%40example.ca&completed_registration=true'));
    expect(api.callsTo('POST', '/users/register')[0].body).toEqual({
      token: 't0k3n',
      email: 'new.admin@example.ca',
      first_name: 'Nia',
      last_name: 'Admin',
      password: 'Password123!',
      confirm_password: 'Password123!',
    });
  });

  it('shows the server field errors beside their fields', async () => {
    mockApi({
      'GET /invites/t0k3n': { body: publicInvite(false) },
      'POST /users/register': { status: 422, body: { message: 'Check the form.', errors: { password: ['The password must be at least 12 characters.'] } } },
    });
    const user = userEvent.setup();
    renderAt();
    await user.type(await screen.findByLabelText(/^First Name/), 'Nia');
    await user.type(screen.getByLabelText(/^Last Name/), 'Admin');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The password must be at least 12 characters.')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('sends an existing platform user to sign in with the e-mail filled', async () => {
    mockApi({ 'GET /invites/t0k3n': { body: publicInvite(true) } });
    renderAt();
    const login = await screen.findByRole('link', { name: 'Go to Login' });
    expect(login).toHaveAttribute('href', '/login?email=new.admin%40example.ca');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it.each([
    [410, 'This invitation has expired.'],
    [403, 'This invitation was sent to another e-mail address.'],
    [404, 'This invitation link is not valid.'],
  ])('says clearly when the server refuses the link (%i)', async (status, message) => {
    mockApi({ 'GET /invites/t0k3n': { status, body: { message } } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says what is missing from a link without token or e-mail, without asking the server', async () => {
    const api = mockApi({});
    renderAt('?token=t0k3n');
    expect(screen.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('The link is missing its invitation token or e-mail address.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
