import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, FEATURE_UNAVAILABLE_TEXT } from 'shared-ui';
import { currentLocation, mockApi, renderFromFirstData, renderRoute, requestedUrls, type ApiRoute } from 'shared-ui/testing';
import manifest from '../../../../manifest';
import { credentials, paginated, updateRequests } from '../../fixtures';
import CredentialsPage from '../CredentialsPage';
import { WITHDRAW_CONFIRM, WITHDRAWN_MESSAGE } from '../UpdateRequestsTab';
import { customerReply } from './customerReply';

// Whole-page tests with real timers (the search waits for typing to pause) on a shared CI machine.
jest.setTimeout(15_000);

function FakeAddCredentials() {
  return <p>Bulk upload form</p>;
}

function FakeCredentialIssuers() {
  return <p>Issuer list</p>;
}

const renderPage = (url = '/credentials') =>
  renderRoute(<CredentialsPage AddCredentials={FakeAddCredentials} CredentialIssuers={FakeCredentialIssuers} />, {
    path: '/credentials',
    url,
  });

function api(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /enterprise-customer': customerReply(),
    'GET /credentials': { body: { credentials: paginated(credentials) } },
    'GET /credentials/update-requests': { body: { update_requests: paginated(updateRequests) } },
    ...overrides,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

// jsdom does not scroll; changing page scrolls back to the top.
beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe('CredentialsPage', () => {
  it("asks on its first render, with no filters in the URL, for exactly what its manifest's firstData declares for /credentials (besides the customer)", async () => {
    const [declared, ...more] = manifest.firstData['/credentials'];
    expect(more).toEqual([]);
    api();
    const first = renderPage('/credentials');
    expect(await screen.findByText('Working at Heights')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/enterprise-customer', declared.url]);
    first.unmount();

    // Rendered from a cache holding only the declared answers (and the customer, the chrome's), the list is there in
    // the first render: the declared key is the one the tab's hook reads.
    await renderFromFirstData(
      <CredentialsPage AddCredentials={FakeAddCredentials} CredentialIssuers={FakeCredentialIssuers} />,
      { path: '/credentials', url: '/credentials' },
      [{ key: '/enterprise-customer', url: '/enterprise-customer' }, declared],
    );
    expect(screen.getByText('Working at Heights')).toBeInTheDocument();
  });

  it('opens the tab named by page-name and writes the chosen tab into it', async () => {
    const user = userEvent.setup();
    api();
    renderPage('/credentials?page-name=credential-issuers');
    expect(await screen.findByText('Issuer list')).toBeInTheDocument();
    expect(tab('Credential Issuers')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Add Credentials'));
    expect(currentLocation.search).toBe('?page-name=add');
    expect(await screen.findByText('Bulk upload form')).toBeInTheDocument();

    await user.click(tab('Update Requests'));
    expect(currentLocation.search).toBe('?page-name=credential-update-requests');
    expect(await screen.findByRole('cell', { name: 'Your ticket on file has expired. Please upload the renewed card.' })).toBeInTheDocument();

    await user.click(tab('Credentials'));
    expect(currentLocation.search).toBe('?page-name=credentials');
    expect(await screen.findByRole('link', { name: 'Ada Fraser' })).toBeInTheDocument();
  });

  it('opens the Credentials tab when page-name is missing or unknown', async () => {
    api();
    renderPage('/credentials?page-name=nope');
    expect(await screen.findByRole('link', { name: 'Ada Fraser' })).toBeInTheDocument();
    expect(tab('Credentials')).toHaveAttribute('aria-selected', 'true');
  });

  it('covers the page with the feature notice when the server refuses with 403', async () => {
    // The customer's features still list it (it was removed since they were loaded); the server has the last word.
    const server = api({ 'GET /credentials': { status: 403, body: { message: FEATURE_UNAVAILABLE_TEXT } } });
    renderPage();
    expect(await screen.findByText(FEATURE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(server.callsTo('GET', '/credentials')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ada Fraser' })).not.toBeInTheDocument();
  });

  it('shows the feature notice from the customer\'s features without loading the list', async () => {
    const server = api({ 'GET /enterprise-customer': customerReply(false) });
    renderPage('/credentials?page-name=credential-update-requests');
    expect(await screen.findByText(FEATURE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(server.callsTo('GET', '/credentials/update-requests')).toHaveLength(0);
    // The page keeps its heading for assistive technology; only the tabs and preview are blurred and hidden.
    expect(screen.getByRole('heading', { level: 1, name: 'Credentials' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('lands filtered by the expiring value of the URL and changes it from the select', async () => {
    const user = userEvent.setup();
    const server = api();
    renderPage('/credentials?page-name=credentials&expiring=90_days');
    await screen.findByRole('link', { name: 'Ada Fraser' });
    expect(server.callsTo('GET', '/credentials')[0].query.get('expiring')).toBe('90_days');
    expect(screen.getByRole('combobox', { name: 'Expiring' })).toHaveValue('90_days');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiring' }), 'Expired');
    await waitFor(() => expect(server.callsTo('GET', '/credentials')).toHaveLength(2));
    expect(server.callsTo('GET', '/credentials')[1].query.get('expiring')).toBe('expired');
    expect(currentLocation.search).toBe('?page-name=credentials&expiring=expired');
  });

  it('lists only the credentials waiting for review from the Review filter, each with its Needs review pill', async () => {
    const user = userEvent.setup();
    const waiting = credentials.map((credential, index) => ({ ...credential, needs_review: index === 0 }));
    const server = api({ 'GET /credentials': { body: { credentials: paginated(waiting) } } });
    renderPage('/credentials?page-name=credentials');
    const first = (await screen.findByRole('link', { name: waiting[0].worker!.full_name })).closest('tr') as HTMLElement;
    expect(within(first).getByText('Needs review')).toBeInTheDocument();
    expect(screen.getAllByText('Needs review', { selector: 'span' })).toHaveLength(1);
    expect(server.callsTo('GET', '/credentials')[0].query.get('review')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Review' }), 'Needs review');
    await waitFor(() => expect(server.callsTo('GET', '/credentials')).toHaveLength(2));
    expect(server.callsTo('GET', '/credentials')[1].query.get('review')).toBe('needs_review');
    expect(currentLocation.search).toBe('?page-name=credentials&review=needs_review');
  });

  it('searches once typing pauses and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const server = api();
    renderPage();
    await screen.findByRole('link', { name: 'Ada Fraser' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'first aid');
    await waitFor(() => expect(currentLocation.search).toBe('?search=first+aid'));
    await waitFor(() => expect(server.callsTo('GET', '/credentials')).toHaveLength(2));
    // One request for the whole text, not one per keystroke.
    expect(server.callsTo('GET', '/credentials')[1].query.get('search')).toBe('first aid');
  });

  it('marks expired credentials with the Expired pill and a danger row, and shows what is missing', async () => {
    api();
    renderPage();
    const bram = (await screen.findByRole('link', { name: 'Bram Okafor' })).closest('tr') as HTMLElement;
    expect(bram).toHaveAttribute('data-tone', 'danger');
    expect(within(bram).getByText('Expired')).toBeInTheDocument();
    expect(within(bram).getByText('St. John Ambulance')).toBeInTheDocument();

    const ada = screen.getByRole('link', { name: 'Ada Fraser' });
    expect(ada).toHaveAttribute('href', '/workers/12');
    const adaRow = ada.closest('tr') as HTMLElement;
    expect(adaRow).not.toHaveAttribute('data-tone');
    expect(within(adaRow).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(adaRow).getByRole('link', { name: 'View document of Working at Heights (Ada Fraser)' })).toHaveAttribute('target', '_blank');

    const chantal = screen.getByRole('link', { name: 'Chantal Nguyen' }).closest('tr') as HTMLElement;
    expect(within(chantal).getByText('No Expiry')).toBeInTheDocument();
    expect(within(chantal).getByText('No document')).toBeInTheDocument();
  });

  it('asks the server for another page', async () => {
    const user = userEvent.setup();
    const server = api({
      'GET /credentials': ({ query }) => ({ body: { credentials: paginated(credentials, Number(query.get('page') ?? 1), 3) } }),
    });
    renderPage();
    await screen.findByRole('link', { name: 'Ada Fraser' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.callsTo('GET', '/credentials')).toHaveLength(2));
    expect(server.callsTo('GET', '/credentials')[1].query.get('page')).toBe('2');
    expect(currentLocation.search).toBe('?page=2');
  });

  it('withdraws an update request only once confirmed, then removes it from the list', async () => {
    const user = userEvent.setup();
    let listed = updateRequests;
    const server = api({
      'GET /credentials/update-requests': () => ({ body: { update_requests: paginated(listed) } }),
      'DELETE /credentials/update-requests/7': () => {
        listed = listed.filter((request) => request.id !== 7);
        return { body: { message: WITHDRAWN_MESSAGE } };
      },
    });
    renderPage('/credentials?page-name=credential-update-requests');
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the update request for Standard First Aid with CPR Level C and AED (Bram Okafor)' });

    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WITHDRAW_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/credentials/update-requests/7')).toHaveLength(0);

    await user.click(withdraw);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(WITHDRAWN_MESSAGE)).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/credentials/update-requests/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bram Okafor' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ada Fraser' })).toBeInTheDocument();
  });

  it('sends an update request again once confirmed and shows the new link once, the list keeping none', async () => {
    const user = userEvent.setup();
    const link = 'http://portal.test/user-credential-requests/again';
    const server = api({
      'POST /credentials/update-requests/7/resend': {
        body: { message: 'A new link was e-mailed to the worker; the previous link no longer works.', update_request: { ...updateRequests[0], update_url: '/user-credential-requests/again' }, link },
      },
    });
    renderPage('/credentials?page-name=credential-update-requests');
    const sendAgain = await screen.findByRole('button', { name: 'Send again: Standard First Aid with CPR Level C and AED' });
    expect(screen.queryByText(/user-credential-requests/)).not.toBeInTheDocument();

    await user.click(sendAgain);
    const dialog = await screen.findByRole('dialog', { name: 'Send the request again?' });
    expect(dialog).toHaveTextContent('A new link will be e-mailed to Bram Okafor; the link they have now stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('A new link was e-mailed to the worker; the previous link no longer works.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/credentials/update-requests/7/resend')).toHaveLength(1);
    const notice = screen.getByText('New link e-mailed to Bram Okafor for Standard First Aid with CPR Level C and AED').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(link);
    await user.click(within(notice).getByRole('button', { name: 'Copy link sent to Bram Okafor' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });
});

describe('CredentialsPage in French', () => {
  it('shows the page, the list and the update requests in Canadian French', async () => {
    await act(() => changeLocale('fr-CA'));
    const user = userEvent.setup();
    api();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Attestations' })).toBeInTheDocument();
    expect(tab('Attestations')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute('placeholder', 'Travailleur, attestation ou nº de document');
    expect(screen.getByRole('option', { name: '30 jours' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ à \d+ sur \d+ attestations?$/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Émetteur' })).toBeInTheDocument();

    await user.click(tab('Demandes de mise à jour'));
    expect(await screen.findByRole('heading', { name: 'Demandes de mise à jour ouvertes' })).toBeInTheDocument();
    const withdraw = screen.getAllByRole('button', { name: /^Retirer la demande de mise à jour de l’attestation / })[0];
    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Retirer la demande' });
    expect(within(dialog).getByText('Voulez-vous vraiment retirer cette demande?')).toBeInTheDocument();
  });
});
