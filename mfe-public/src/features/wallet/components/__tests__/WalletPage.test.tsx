import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUnauthenticatedHandler } from 'shared-api';
import { changeLocale, LOCALE_STORAGE_KEY } from 'shared-ui';
import { jsonResponse, renderWithProviders } from 'shared-ui/testing';
import { publicWallet, walletCredential } from '../../fixtures';
import WalletPage from '../WalletPage';

const requests: string[] = [];
let respond: (path: string) => Promise<Response>;

beforeEach(() => {
  requests.length = 0;
  respond = () => jsonResponse({ wallet: publicWallet() });
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname);
    return respond(url.pathname);
  }) as typeof fetch;
});

/** The wallet page at `url`, outside the signed-in portal as a worker opens it. */
const renderWallet = (url: string) => renderWithProviders(<WalletPage />, { url, portalProviders: false });

const card = (name: string) => screen.getByRole('article', { name });

describe('WalletPage', () => {
  it("shows the worker and every credential of the token's wallet", async () => {
    renderWallet('/wallet?token=tok%2Fen 1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' })).toBeInTheDocument();
    expect(requests).toEqual(['/json/wallets/tok%2Fen%201']);
    expect(screen.getByText('Journeyperson Electrician')).toBeInTheDocument();
    expect(screen.getByText('Demo Construction Ltd.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('AF')).toBeInTheDocument();

    const heights = card('Working at Heights');
    expect(within(heights).getByText('Ontario Safety Training')).toBeInTheDocument();
    expect(within(heights).getByText('Mar 4, 2024')).toBeInTheDocument();
    expect(within(heights).getByText('Mar 4, 2027')).toBeInTheDocument();
    expect(within(heights).getByText('WAH-204881')).toBeInTheDocument();
    expect(within(heights).queryByText('Expired')).not.toBeInTheDocument();
    expect(document.title).toBe('Ada Fraser · Credential wallet · Trades Portal');
  });

  it('marks a credential the employer has not confirmed yet as not yet verified', async () => {
    respond = () => jsonResponse({ wallet: publicWallet({ credentials: [walletCredential({ needs_review: true }), walletCredential({ id: 2, name: 'WHMIS 2015' })] }) });
    renderWallet('/wallet?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' });

    expect(within(card('Working at Heights')).getByText('Not yet verified by the employer')).toBeInTheDocument();
    expect(within(card('WHMIS 2015')).queryByText('Not yet verified by the employer')).not.toBeInTheDocument();
  });

  it('marks expired credentials and says No Expiry for those without an expiry date', async () => {
    renderWallet('/wallet?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' });

    expect(within(card('WHMIS 2015')).getByText('Expired')).toBeInTheDocument();
    expect(within(card('WHMIS 2015')).getByText('Jun 10, 2024')).toBeInTheDocument();
    expect(screen.getByText('1 expired')).toBeInTheDocument();

    const electrician = card('Journeyperson Electrician (309A)');
    expect(within(electrician).getByText('No Expiry')).toBeInTheDocument();
    expect(within(electrician).queryByText('Expired')).not.toBeInTheDocument();
    expect(screen.getAllByText('Expired')).toHaveLength(1);
  });

  it('links each document in a new tab without handing over the page, or says there is none', async () => {
    renderWallet('/wallet?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' });

    const link = within(card('Working at Heights')).getByRole('link', { name: /View document/ });
    expect(link).toHaveAttribute('href', '/json/wallets/tok/credentials/1/document');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

    const electrician = card('Journeyperson Electrician (309A)');
    expect(within(electrician).queryByRole('link')).not.toBeInTheDocument();
    expect(within(electrician).getByText('No document on file')).toBeInTheDocument();
  });

  it('shows the picture when the worker has one', async () => {
    respond = () =>
      jsonResponse({
        wallet: publicWallet({
          worker: { full_name: 'Ada Fraser', job_title: null, profile_picture_url: '/files/ada.jpg' },
          credentials: [walletCredential()],
        }),
      });
    renderWallet('/wallet?token=abc');

    expect(await screen.findByRole('img', { name: 'Profile picture of Ada Fraser' })).toHaveAttribute('src', '/files/ada.jpg');
    expect(screen.queryByText('AF')).not.toBeInTheDocument();
    expect(screen.getByText('1 credential')).toBeInTheDocument();
  });

  it('says the worker has no credentials yet when the wallet is empty', async () => {
    respond = () => jsonResponse({ wallet: publicWallet({ credentials: [] }) });
    renderWallet('/wallet?token=abc');

    expect(await screen.findByText('No credentials yet')).toBeInTheDocument();
    expect(screen.getByText('0 credentials')).toBeInTheDocument();
  });

  it('shows the loading state until the wallet arrives', async () => {
    let arrive: (response: Response) => void = () => undefined;
    respond = () => new Promise((resolve) => (arrive = resolve));
    renderWallet('/wallet?token=abc');

    expect(screen.getByRole('status', { name: 'Loading wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    arrive(await jsonResponse({ wallet: publicWallet() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading wallet' })).not.toBeInTheDocument();
  });

  it('says an unknown or revoked link is no longer valid', async () => {
    respond = () => jsonResponse({ message: 'Not found' }, 404);
    renderWallet('/wallet?token=revoked');

    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
    expect(screen.getByText(/Ask the person who shared it with you for a new link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(document.title).toBe('Link no longer valid · Trades Portal');
  });

  it('says on which day an expired link stopped, in the words the server chose', async () => {
    respond = () => jsonResponse({ message: 'This wallet link expired on Nov. 24, 2026. Ask the person who shared it for a new link.' }, 410);
    renderWallet('/wallet?token=expired');

    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
    expect(screen.getByText('This wallet link expired on Nov. 24, 2026. Ask the person who shared it for a new link.')).toBeInTheDocument();
    expect(screen.queryByText(/was not copied in full/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it.each([['/wallet'], ['/wallet?token='], ['/wallet?token=%20%20']])(
    'treats %s (no token) as an invalid link without calling the server',
    (route) => {
      renderWallet(route);

      expect(screen.getByRole('heading', { name: 'This link is no longer valid' })).toBeInTheDocument();
      expect(requests).toEqual([]);
    },
  );

  it('offers a retry after any other failure, and shows the wallet once it works', async () => {
    const user = userEvent.setup();
    respond = () => jsonResponse({ message: 'Server Error' }, 500);
    renderWallet('/wallet?token=abc');

    expect(await screen.findByRole('heading', { name: 'The wallet could not be loaded' })).toBeInTheDocument();
    respond = () => jsonResponse({ wallet: publicWallet() });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("passes on the server's wait when too many links were opened from one address", async () => {
    respond = () => jsonResponse({ message: 'Too many requests. Please try again in 42 seconds.' }, 429);
    renderWallet('/wallet?token=abc');

    expect(await screen.findByText('Too many requests. Please try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('never sends the visitor to the login page on a 401', async () => {
    const toLogin = jest.fn();
    setUnauthenticatedHandler(toLogin);
    respond = () => jsonResponse({ message: 'Unauthenticated.' }, 401);
    renderWallet('/wallet?token=abc');

    expect(await screen.findByRole('heading', { name: 'The wallet could not be loaded' })).toBeInTheDocument();
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('prints the page from the Print button', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWallet('/wallet?token=abc');

    await user.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });

  it('speaks Canadian French, with dates and counts through Intl, and switches back to English from its header', async () => {
    const user = userEvent.setup();
    await act(() => changeLocale('fr-CA'));
    renderWallet('/wallet?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Fraser' })).toBeInTheDocument();

    expect(screen.getByText('Portefeuille de cartes')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === 'Partagé par Demo Construction Ltd.' && element.tagName === 'P')).toBeInTheDocument();
    expect(screen.getByText('4 attestations')).toBeInTheDocument();
    expect(screen.getByText('1 expirée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Attestations' })).toBeInTheDocument();

    const heights = card('Working at Heights');
    expect(within(heights).getByText('Émetteur')).toBeInTheDocument();
    expect(within(heights).getByText('4 mars 2024')).toBeInTheDocument();
    expect(within(heights).getByText('4 mars 2027')).toBeInTheDocument();
    expect(within(heights).getByRole('link', { name: /^Voir le document/ })).toBeInTheDocument();
    expect(within(card('WHMIS 2015')).getByText('Expirée')).toBeInTheDocument();
    const electrician = card('Journeyperson Electrician (309A)');
    expect(within(electrician).getByText('Aucune date d’expiration')).toBeInTheDocument();
    expect(within(electrician).getByText('Aucun document au dossier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(document.title).toBe('Ada Fraser · Portefeuille de cartes · Trades Portal');

    // The header's switch: no user to store the choice on, so it is remembered on this device.
    const language = screen.getByRole('group', { name: 'Langue' });
    expect(within(language).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(language).getByRole('button', { name: 'English' }));
    expect(await screen.findByText('4 credentials')).toBeInTheDocument();
    expect(within(card('Working at Heights')).getByText('Mar 4, 2024')).toBeInTheDocument();
    expect(document.title).toBe('Ada Fraser · Credential wallet · Trades Portal');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-CA');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });

  it('says in French that a link is no longer valid', async () => {
    await act(() => changeLocale('fr-CA'));
    renderWallet('/wallet');
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est plus valide' })).toBeInTheDocument();
    expect(document.title).toBe('Lien non valide · Trades Portal');
  });
});
