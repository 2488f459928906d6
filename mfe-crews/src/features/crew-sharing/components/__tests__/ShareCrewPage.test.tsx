import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { crew, importedCrew, sharedImport, shares } from '../../../../fixtures';
import { renderCrewPage } from '../../../../testUtils';
import ShareCrewPage from '../ShareCrewPage';

const list = { crew_shares: { data: shares, current_page: 1, last_page: 1, per_page: 10, from: 1, to: 2, total: 2, next_page_url: null, prev_page_url: null } };
const routes = {
  'GET /crews/7/shares': { body: list },
  'GET /crews/7/shares/imported': { body: { crews: [], crew_shares: [] } },
};

describe('ShareCrewPage', () => {
  it('shows how often and when each link was opened and until when it works', async () => {
    mockApi(routes);
    renderCrewPage(<ShareCrewPage />, { path: 'share-crew', url: '/crews/7/share-crew' });
    expect(await screen.findByText('Opened 4 times, last 3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Link works until Dec 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('Not opened yet')).toBeInTheDocument();
    // Links are kept hashed only: the list says why older rows have no Copy link and how to get one.
    expect(screen.getByText(/a share link is shown only once.*resend it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Copy link/ })).not.toBeInTheDocument();
  });

  it('shares the crew and copies the new link', async () => {
    const api = mockApi({ ...routes, 'POST /crews/7/shares': { body: { message: 'Crew shared.', crew_share: shares[0], link: 'http://portal.test/shares/crews/tok' } } });
    const user = userEvent.setup();
    renderCrewPage(<ShareCrewPage />, { path: 'share-crew', url: '/crews/7/share-crew' });
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Gail General');
    await user.type(screen.getByRole('textbox', { name: 'Recipient e-mail' }), 'gail@general.test');
    await user.click(screen.getByRole('button', { name: 'Share Crew' }));
    expect(await screen.findByText('http://portal.test/shares/crews/tok')).toBeInTheDocument();
    expect(screen.getByText(/Copy it now: for security the link is shown only once/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/shares')[0].body).toMatchObject({ recipient_name: 'Gail General', recipient_email: 'gail@general.test', expires_at: null });
    await user.click(screen.getByRole('button', { name: 'Copy link sent to Gail General' }));
    expect(await screen.findByText('Link copied to clipboard...')).toBeInTheDocument();
    // user-event's stand-in clipboard holds what the page wrote.
    expect(await navigator.clipboard.readText()).toBe('http://portal.test/shares/crews/tok');
  });

  it('withdraws a share only after confirming', async () => {
    const api = mockApi({ ...routes, 'DELETE /crews/7/shares/61': { body: { message: 'Share withdrawn.' } } });
    const user = userEvent.setup();
    renderCrewPage(<ShareCrewPage />, { path: 'share-crew', url: '/crews/7/share-crew' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the share with Gail General' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw share access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Share withdrawn.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/shares/61')).toHaveLength(1);
  });

  it('checks the Request a Crew form with the spec messages', async () => {
    const api = mockApi({ ...routes, 'POST /crews/shares/request': { body: { message: 'Request sent successfully!' } } });
    const user = userEvent.setup();
    renderCrewPage(<ShareCrewPage />, { path: 'share-crew', url: '/crews/7/share-crew' });
    await user.click(screen.getByRole('button', { name: 'Request a Crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Crew' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Their e-mail/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Email is invalid.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/shares/request')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Their e-mail/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Their e-mail/ }), 'ops@partner.test');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please share your crane crew.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent successfully!')).toBeInTheDocument();
  });

  it("offers to attach an imported crew to this crew, and says which one is on it already", async () => {
    mockApi({
      ...routes,
      'GET /crews/7/shares/imported': { body: { crews: [importedCrew(40, 'Thunder Bay Substation Upgrade'), importedCrew(41, 'Kenora Storm Response')], crew_shares: [] } },
    });
    const attached = sharedImport(3, importedCrew(40, 'Thunder Bay Substation Upgrade'));
    renderCrewPage(<ShareCrewPage />, { path: 'share-crew', url: '/crews/7/share-crew', crew: { ...crew, crew_shared_imports: [attached] } });
    const card = (await screen.findByRole('heading', { name: 'Imported Crews' })).closest('section') as HTMLElement;
    expect(await within(card).findByRole('button', { name: `Attach Kenora Storm Response to ${crew.name}` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Detach Thunder Bay Substation Upgrade' })).toBeInTheDocument();
    expect(within(card).getByText(`On the Shared Crews of ${crew.name}`)).toBeInTheDocument();
  });
});
