import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from 'shared-ui/testing';
import ForgotPasswordPage from '../ForgotPasswordPage';
import ResetPasswordPage from '../ResetPasswordPage';

const renderReset = (token = 't0k3n') =>
  renderRoute(<ResetPasswordPage />, { path: '/password-reset/:token', url: `/password-reset/${token}`, portalProviders: false });

describe('ForgotPasswordPage', () => {
  it('asks for a link for the e-mail the sign-in page passed on and says what to do next', async () => {
    const api = mockApi({
      'POST /password-resets': { body: { message: 'If an account exists for dana@demo.test, we have e-mailed it a link to choose a new password.' } },
    });
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { path: '/password-reset', url: '/password-reset?email=dana%40demo.test', portalProviders: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(document.title).toBe('Reset your password · Trades Portal');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('dana@demo.test');
    await user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/we have e-mailed it a link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login?email=dana%40demo.test');
    expect(api.callsTo('POST', '/password-resets')[0].body).toEqual({ email: 'dana@demo.test' });
  });

  it("shows the server's message under the field for a malformed address", async () => {
    mockApi({ 'POST /password-resets': { status: 422, body: { message: 'Bad', errors: { email: ['The email field must be a valid email address.'] } } } });
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { path: '/password-reset', url: '/password-reset', portalProviders: false });
    await user.type(screen.getByLabelText(/^E-mail/), 'dana');
    await user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ResetPasswordPage', () => {
  it('checks the new password before sending, saves it, then offers to sign in with the account', async () => {
    const api = mockApi({
      'GET /password-resets/t0k3n': { body: { email: 'dana@demo.test', expires_at: '2026-11-25T20:00:00.000Z' } },
      'POST /password-resets/t0k3n': { body: { message: 'Your password has been changed.', email: 'dana@demo.test' } },
    });
    const user = userEvent.setup();
    renderReset();
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('dana@demo.test');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('The password must be at least 12 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'NewPassword1!');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewPassword2!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/password-resets/t0k3n')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?email=dana%40demo.test');
    expect(api.callsTo('POST', '/password-resets/t0k3n')[0].body).toEqual({ password: 'NewPassword1!', password_confirmation: 'NewPassword1!' });
    await waitFor(() => expect(document.title).toBe('Password changed · Trades Portal'));
  });

  it('says a used, expired or unknown link cannot be used and offers a new one', async () => {
    mockApi({ 'GET /password-resets/old': { status: 404, body: { message: 'This reset link is not valid: it was already used.' } } });
    renderReset('old');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This reset link is not valid: it was already used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password-reset');
  });
});
