import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, currentLocale } from 'shared-ui';
import { currentLocation, jsonResponse, renderRoute } from 'shared-ui/testing';
import { LoginPage } from '../LoginPage';

const user = { id: 1, first_name: 'Ada', last_name: 'Fraser', full_name: 'Ada Fraser', email: 'ada@example.com', image_url: null };
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as typeof fetch;
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});

/** The login page at `url`; any page it sends the user on to is a stand-in. */
const renderLogin = (url: string) => renderRoute(<LoginPage />, { path: '/login', url, fallback: <p>elsewhere</p> });

async function signIn(email: string, password: string) {
  const actor = userEvent.setup();
  if (email) await actor.type(screen.getByLabelText(/E-mail/), email);
  await actor.type(screen.getByLabelText(/Password/), password);
  await actor.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('signs in, takes the new CSRF token and goes to the requested page', async () => {
    fetchMock.mockReturnValue(jsonResponse({ user, csrf_token: 'rotated-token' }));
    renderLogin('/login?next=%2Fworkers%3Ftag%3Dred');
    await signIn('ada@example.com', 'correct horse');

    await waitFor(() => expect(currentLocation).toEqual({ pathname: '/workers', search: '?tag=red' }));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/json/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect((init?.headers as Record<string, string>)['X-CSRF-TOKEN']).toBe('page-token');
    expect(document.querySelector('meta[name="csrf-token"]')).toHaveAttribute('content', 'rotated-token');
  });

  it('lets a user of several customers pick one, switching the session to it, before going on', async () => {
    const customers = [
      { id: 1, name: 'Northwind Builders', role: 'owner', is_current: true },
      { id: 2, name: 'Riverside Electrical', role: 'admin', is_current: false },
    ];
    fetchMock.mockImplementation((input) =>
      String(input) === '/json/session/customer'
        ? jsonResponse({ message: 'Now working in Riverside Electrical.', user, customers })
        : jsonResponse({ user, csrf_token: 'rotated-token', customers }),
    );
    renderLogin('/login?next=%2Fworkers');
    await signIn('ada@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/login');

    await userEvent.setup().click(screen.getByRole('button', { name: /Riverside Electrical/ }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/workers'));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/json/session/customer');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ enterprise_customer_id: 2 });
  });

  it('goes straight on for a user of one customer', async () => {
    fetchMock.mockReturnValue(jsonResponse({ user, csrf_token: 'rotated-token', customers: [{ id: 1, name: 'Northwind Builders', role: 'owner', is_current: true }] }));
    renderLogin('/login');
    await signIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never follows a next that leaves the site', async () => {
    fetchMock.mockReturnValue(jsonResponse({ user, csrf_token: 'rotated-token' }));
    renderLogin('/login?next=https%3A%2F%2Fevil.example%2F');
    await signIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(currentLocation).toEqual({ pathname: '/', search: '' }));
  });

  it("shows the server's message for wrong credentials and for too many attempts", async () => {
    fetchMock
      .mockReturnValueOnce(jsonResponse({ message: 'These credentials do not match our records.' }, 401))
      .mockReturnValueOnce(jsonResponse({ message: 'Too many login attempts. Please try again in 60 seconds.' }, 429));
    renderLogin('/login');
    await signIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many login attempts. Please try again in 60 seconds.')).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/login');
  });

  it('a wrong e-mail and password pair marks both fields with one message, and links to a reset with the e-mail', async () => {
    fetchMock.mockReturnValue(
      jsonResponse({ message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } }, 422),
    );
    renderLogin('/login');
    await signIn('ada@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getAllByText('These credentials do not match our records.')).toHaveLength(1);
    for (const field of [screen.getByLabelText(/^E-mail/), screen.getByLabelText(/^Password/)]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('These credentials do not match our records.');
    }
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset?email=ada%40example.com');
  });

  it('shows what was typed in the password field on request', async () => {
    renderLogin('/login');
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(/^Password/), 'correct horse');
    await actor.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset');
  });

  it('shows field errors from a 422 under their fields', async () => {
    fetchMock.mockReturnValue(
      jsonResponse({ message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } }, 422),
    );
    renderLogin('/login');
    await signIn('', 'whatever');
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });

  describe('when the account is under attack and this browser is new to it', () => {
    const codeSent = {
      code_required: true,
      message: 'Many wrong passwords were tried on this account recently, and this browser has not signed in to it before. We sent a code to ada@example.com: enter it to finish signing in. It works for 10 minutes.',
    };

    it('asks for the e-mailed code after the password, and the right code signs in', async () => {
      fetchMock.mockImplementation((input) =>
        String(input) === '/json/auth/login' ? jsonResponse(codeSent, 202) : jsonResponse({ user, csrf_token: 'rotated-token' }),
      );
      renderLogin('/login?next=%2Fcrews');
      await signIn('ada@example.com', 'correct horse');

      expect(await screen.findByRole('heading', { name: 'We sent a code to your e-mail' })).toBeInTheDocument();
      expect(screen.getByText(codeSent.message)).toBeInTheDocument();
      const field = screen.getByLabelText(/Code from the e-mail/);
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      expect(currentLocation.pathname).toBe('/login');
      const actor = userEvent.setup();
      await actor.type(field, '042917');
      await actor.click(screen.getByRole('button', { name: 'Finish signing in' }));

      await waitFor(() => expect(currentLocation.pathname).toBe('/crews'));
      const [url, init] = fetchMock.mock.calls[1];
      expect(url).toBe('/json/auth/login/code');
      expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', code: '042917' });
      expect(document.querySelector('meta[name="csrf-token"]')).toHaveAttribute('content', 'rotated-token');
    });

    it('shows a refused code under the field, and goes back to the password on request', async () => {
      fetchMock
        .mockReturnValueOnce(jsonResponse(codeSent, 202))
        .mockReturnValueOnce(
          jsonResponse({ message: 'This code is not the one we sent.', errors: { code: ['This code is not the one we sent. Check the latest e-mail and try again.'] } }, 422),
        );
      renderLogin('/login');
      await signIn('ada@example.com', 'correct horse');
      const actor = userEvent.setup();
      await actor.type(await screen.findByLabelText(/Code from the e-mail/), '111111');
      await actor.click(screen.getByRole('button', { name: 'Finish signing in' }));

      expect(await screen.findByText('This code is not the one we sent. Check the latest e-mail and try again.')).toBeInTheDocument();
      expect(screen.getByLabelText(/Code from the e-mail/)).toHaveAttribute('aria-invalid', 'true');
      expect(currentLocation.pathname).toBe('/login');

      await actor.click(screen.getByRole('button', { name: 'Back to sign-in' }));
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByLabelText(/E-mail/)).toHaveValue('ada@example.com');
      expect(screen.getByLabelText(/Password/)).toHaveValue('');
    });

    it('is in French for a French page', async () => {
      await changeLocale('fr-CA');
      fetchMock.mockReturnValue(jsonResponse({ ...codeSent, message: 'Nous avons envoyé un code à ada@example.com.' }, 202));
      renderLogin('/login');
      const actor = userEvent.setup();
      await actor.type(screen.getByLabelText(/Courriel/), 'ada@example.com');
      await actor.type(screen.getByLabelText(/Mot de passe/), 'correct horse');
      await actor.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByRole('heading', { name: 'Nous avons envoyé un code à votre courriel' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Code reçu par courriel/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Terminer la connexion' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retour à la connexion' })).toBeInTheDocument();
    });
  });

  it('welcomes a newly registered user with the e-mail filled in', () => {
    renderLogin('/login?email=new%40example.com&completed_registration=true');
    expect(screen.getByText('Registration complete — sign in to continue')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('new@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveFocus();
  });

  describe('language', () => {
    afterEach(() => localStorage.clear());

    it("speaks the device's language, French here", async () => {
      await changeLocale('fr-CA');
      renderLogin('/login?email=new%40example.com&completed_registration=true');
      expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Courriel/)).toHaveValue('new@example.com');
      expect(screen.getByLabelText(/Mot de passe/)).toBeInTheDocument();
      expect(screen.getByText('Inscription terminée — connectez-vous pour continuer')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('stores a language chosen on the login page on the user once signed in', async () => {
      fetchMock.mockImplementation((input) =>
        String(input) === '/json/auth/login'
          ? jsonResponse({ user: { ...user, locale: 'en-CA' }, csrf_token: 'rotated-token' })
          : jsonResponse({ user: { ...user, locale: 'fr-CA' }, message: 'Langue enregistrée.' }),
      );
      renderLogin('/login');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Français' }));
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
      const actor = userEvent.setup();
      await actor.type(screen.getByLabelText(/Courriel/), 'ada@example.com');
      await actor.type(screen.getByLabelText(/Mot de passe/), 'correct horse');
      await actor.click(screen.getByRole('button', { name: 'Se connecter' }));

      await waitFor(() => expect(currentLocation.pathname).toBe('/'));
      const [url, init] = fetchMock.mock.calls[1];
      expect(url).toBe('/json/users/me/locale');
      expect(JSON.parse(String(init?.body))).toEqual({ locale: 'fr-CA' });
      expect(currentLocale()).toBe('fr-CA');
    });

    it("otherwise switches to the language stored on the user as they sign in", async () => {
      fetchMock.mockReturnValue(jsonResponse({ user: { ...user, locale: 'fr-CA' }, csrf_token: 'rotated-token' }));
      renderLogin('/login');
      await signIn('ada@example.com', 'correct horse');
      await waitFor(() => expect(currentLocation.pathname).toBe('/'));
      expect(currentLocale()).toBe('fr-CA');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});

