import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from 'shared-api';
import { mockApi, renderRoute, type ApiCall } from 'shared-ui/testing';
import { customerAs, invites, meAs, users } from '../../fixtures';
import AdminsPage from '../AdminsPage';

const idOf: Record<Role, number> = { owner: 1, admin: 2, member: 3 };

function setup(role: Role, checkAnswer: (call: ApiCall) => object = () => ({})) {
  return mockApi({
    'GET /users/me': { body: meAs(idOf[role]) },
    'GET /enterprise-customer': { body: customerAs(role) },
    'GET /users': { body: { users } },
    'GET /invites': { body: { invites } },
    'GET /users/check-existence': (call) => ({ body: checkAnswer(call) }),
    'POST /users/invite': { status: 201, body: { message: 'Invitation sent to ada@example.ca.', delivery: 'sent', invite: invites[0] } },
  });
}

const renderPage = () => renderRoute(<AdminsPage />, { path: '/users', url: '/users' });

afterEach(() => {
  jest.useRealTimers();
});

describe('AdminsPage', () => {
  it('lists the users with role and e-mail, and the outstanding invites with when they were sent', async () => {
    setup('admin');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admins', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users of this company' });
    expect(within(table).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(table).getByText('mia.member@northwind.test')).toBeInTheDocument();
    expect(within(table).getByText('Owner')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Outstanding Invites' });
    expect(within(list).getByText('new.admin@example.ca')).toBeInTheDocument();
    expect(within(list).getByText(/2 days ago/)).toBeInTheDocument();
    expect(within(list).getByText('Expired')).toBeInTheDocument();
    // Only an owner changes roles: an admin reads them.
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
  });

  it('shows a member the users without + Admin or the outstanding invites, which it does not ask for', async () => {
    const api = setup('member');
    renderPage();
    await screen.findByRole('table', { name: 'Users of this company' });
    await screen.findByText('Olivia Owner');
    expect(screen.queryByRole('button', { name: '+ Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Outstanding Invites' })).not.toBeInTheDocument();
    expect(screen.queryByText('new.admin@example.ca')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/invites')).toHaveLength(0);
  });

  it('checks the e-mail only once it has an @ and a dot, 500 ms after the last key', async () => {
    jest.useFakeTimers();
    const api = setup('admin', () => ({ is_valid_email: true, exists: false, message: 'No account yet: they will register.', can_send_invite: true }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '+ Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Admin User' });
    expect(within(dialog).getByText(/checks? whether they already have an account/)).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });

    await user.type(email, 'ada@example');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(api.callsTo('GET', '/users/check-existence')).toHaveLength(0);

    await user.type(email, '.ca');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(api.callsTo('GET', '/users/check-existence')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    const checks = api.callsTo('GET', '/users/check-existence');
    expect(checks).toHaveLength(1);
    expect(checks[0].query.get('email')).toBe('ada@example.ca');
    expect(await within(dialog).findByText('No account yet: they will register.')).toBeInTheDocument();
    expect(within(dialog).queryByText('✔ User Found')).not.toBeInTheDocument();
  });

  it('enables Invite User only when the server says an invite can be sent, and sends it', async () => {
    jest.useFakeTimers();
    const api = setup('admin', (call) =>
      call.query.get('email') === 'mia.member@northwind.test'
        ? { is_valid_email: true, exists: true, message: 'Mia Member is already a user of this company.', can_send_invite: false }
        : { is_valid_email: true, exists: true, message: 'Ada Fraser has an account: they join by signing in.', can_send_invite: true },
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '+ Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Admin User' });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    const invite = within(dialog).getByRole('button', { name: 'Invite User' });
    expect(invite).toBeDisabled();

    await user.type(email, 'mia.member@northwind.test');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(await within(dialog).findByText('Mia Member is already a user of this company.')).toBeInTheDocument();
    expect(within(dialog).getByText('✔ User Found')).toBeInTheDocument();
    expect(invite).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'ada@example.ca');
    // Typed, not yet checked: the previous address's answer does not count for this one.
    expect(invite).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(500));
    await within(dialog).findByText('Ada Fraser has an account: they join by signing in.');
    expect(invite).toBeEnabled();

    await user.click(invite);
    expect(await screen.findByText('Invitation sent to ada@example.ca.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/users/invite')[0].body).toEqual({ email: 'ada@example.ca', role: 'admin' });
    expect(screen.queryByRole('dialog', { name: 'Add an Admin User' })).not.toBeInTheDocument();
  });

  it('says a resent invitation is queued, not sent, while the mail server has not taken it', async () => {
    const queued = 'The new invitation to new.admin@example.ca is queued: the mail server did not take it yet, and we will keep trying for 24 hours.';
    mockApi({
      'GET /users/me': { body: meAs(1) },
      'GET /enterprise-customer': { body: customerAs('owner') },
      'GET /users': { body: { users } },
      'GET /invites': { body: { invites } },
      'POST /invites/11/resend': { body: { message: queued, delivery: 'queued', invite: invites[0] } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to new.admin@example.ca' }));
    expect(await screen.findByRole('status')).toHaveTextContent(queued);
    expect(screen.queryByText(/was sent/)).not.toBeInTheDocument();
  });

  it('says how long to wait when the server refuses more e-mail checks, and offers no invite', async () => {
    jest.useFakeTimers();
    mockApi({
      'GET /users/me': { body: meAs(2) },
      'GET /enterprise-customer': { body: customerAs('admin') },
      'GET /users': { body: { users } },
      'GET /invites': { body: { invites } },
      'GET /users/check-existence': { status: 429, body: { message: 'Too many e-mail checks. Please try again in 1200 seconds.' } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '+ Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Admin User' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ada@example.ca');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(await within(dialog).findByText('Too many e-mail checks. Please try again in 1200 seconds.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invite User' })).toBeDisabled();
  });

  it('lets an owner change a role after confirming', async () => {
    let updated = false;
    mockApi({
      'GET /users/me': { body: meAs(1) },
      'GET /enterprise-customer': { body: customerAs('owner') },
      'GET /users': { body: { users } },
      'GET /invites': { body: { invites } },
      'PUT /users/3/role': (call) => {
        updated = true;
        return { body: { message: 'Mia Member is now admin.', user: { ...users[2], pivot: { role: (call.body as { role: Role }).role } } } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Mia Member' }), 'admin');
    // An owner removes others, never themselves from here.
    expect(screen.getByRole('button', { name: 'Remove Mia Member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Olivia Owner' })).not.toBeInTheDocument();
    const confirm = await screen.findByRole('dialog', { name: 'Change role' });
    expect(updated).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Mia Member is now admin.')).toBeInTheDocument();
    expect(updated).toBe(true);
  });
});
