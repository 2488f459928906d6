import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { mockApi, renderWithProviders, type ApiRoute } from 'shared-ui/testing';
import { customerReply, mails, page } from '../../fixtures';
import UndeliveredMailPage from '../UndeliveredMailPage';

jest.setTimeout(15_000);

function api(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /enterprise-customer': customerReply('owner'),
    'GET /mail/undelivered': { body: { undelivered_mail: page(mails) } },
    ...overrides,
  });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(async () => {
  await changeLocale('en-CA');
});

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('UndeliveredMailPage', () => {
  it('lists each undelivered mail with its recipient, subject and the mail server’s answer', async () => {
    api();
    renderWithProviders(<UndeliveredMailPage />);
    await screen.findByText('site.manager@client-site.example.com');
    const header = within(screen.getByRole('table', { name: 'Undelivered e-mail' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Recipient', 'Subject', 'First sent', 'Mail server’s answer', 'Action']);
    expect(within(row('site.manager@client-site.example.com')).getByText('connect ECONNREFUSED 10.0.0.25:587')).toBeInTheDocument();
    expect(within(row('hse@northern-pipeline.example.com')).getByText(/^Sent again/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Undelivered mail/);
  });

  it('sends one again, says so, and asks for the list afresh', async () => {
    const user = userEvent.setup();
    let resent = false;
    const server = api({
      'GET /mail/undelivered': () => ({ body: { undelivered_mail: page(resent ? mails.slice(1) : mails) } }),
      'POST /mail/undelivered/41/resend': () => {
        resent = true;
        return { body: { message: 'The e-mail to site.manager@client-site.example.com is being sent again.' } };
      },
    });
    renderWithProviders(<UndeliveredMailPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Send again “You have been invited to Demo Construction Ltd.” to site.manager@client-site.example.com' }),
    );
    expect(await screen.findByText('The e-mail to site.manager@client-site.example.com is being sent again.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/mail/undelivered/41/resend')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('site.manager@client-site.example.com')).not.toBeInTheDocument());
  });

  it('shows the server’s message when the mail can no longer be sent again', async () => {
    const user = userEvent.setup();
    api({ 'POST /mail/undelivered/41/resend': { status: 409, body: { message: 'This e-mail is no longer waiting to be sent again.' } } });
    renderWithProviders(<UndeliveredMailPage />);
    await user.click(await screen.findByRole('button', { name: /^Send again “You have been invited/ }));
    expect(await screen.findByText('This e-mail is no longer waiting to be sent again.')).toBeInTheDocument();
  });

  it('tells a member the list is for owners and admins, without asking the server for it', async () => {
    const server = api({ 'GET /enterprise-customer': customerReply('member') });
    renderWithProviders(<UndeliveredMailPage />);
    expect(await screen.findByText('For owners and admins')).toBeInTheDocument();
    expect(screen.getByText('Only owners and admins can see the e-mail that could not be delivered and send it again.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/mail/undelivered')).toHaveLength(0);
  });

  it('says when nothing is waiting, and offers a retry when the list cannot be loaded', async () => {
    api({ 'GET /mail/undelivered': { body: { undelivered_mail: page([]) } } });
    const { unmount } = renderWithProviders(<UndeliveredMailPage />);
    expect(await screen.findByText('Every e-mail was delivered: nothing is waiting to be sent again.')).toBeInTheDocument();
    unmount();

    api({ 'GET /mail/undelivered': { status: 500, body: { message: 'Server error' } } });
    renderWithProviders(<UndeliveredMailPage />);
    expect(await screen.findByText('The undelivered mail could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('is written in French for a French reader', async () => {
    await changeLocale('fr-CA');
    api();
    renderWithProviders(<UndeliveredMailPage />);
    expect(await screen.findByRole('heading', { name: 'Courriels non livrés' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Renvoyer « You have been invited/ })).toBeInTheDocument();
  });
});
