import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { setCsrfToken, setUnauthenticatedHandler, type PublicUpdateRequestResponse } from 'shared-api';
import { installFakeUpload, jsonResponse, renderRoute, type SentUpload } from 'shared-ui/testing';
import { updateRequest, updateRequestResponse } from '../../fixtures';
import UpdateRequestPage from '../UpdateRequestPage';

const requests: string[] = [];
let respond: () => Promise<Response>;
let fakeUpload: ReturnType<typeof installFakeUpload>;

beforeEach(() => {
  requests.length = 0;
  respond = () => jsonResponse(updateRequestResponse());
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    requests.push(new URL(String(input), 'http://localhost').pathname);
    return respond();
  }) as typeof fetch;
  fakeUpload = installFakeUpload();
  setCsrfToken('page-token');
});

afterEach(() => {
  fakeUpload.restore();
  jest.useRealTimers();
});

function renderAt(token = 'tok-9') {
  return renderRoute(<UpdateRequestPage />, {
    path: '/user-credential-requests/:token',
    url: `/user-credential-requests/${token}`,
    portalProviders: false,
  });
}

const greeting = () => screen.findByRole('heading', { level: 1, name: 'Hi Ada Fraser,' });
const issuedInput = () => screen.getByLabelText(/^Issued date/) as HTMLInputElement;
const expiresInput = () => screen.getByLabelText(/^Expires date/) as HTMLInputElement;
const updateButton = () => screen.getByRole('button', { name: 'Update Credential' });
// The upload's progress line (the success confirmation is a status too, but not a paragraph).
const progressLine = () => screen.getAllByRole('status').find((element) => element.tagName === 'P')!;
const png = () => new File([new Uint8Array(4096)], 'whmis-2025.png', { type: 'image/png' });

async function sentUpload(): Promise<SentUpload> {
  await waitFor(() => expect(fakeUpload.uploads).toHaveLength(1));
  return fakeUpload.uploads[0];
}

/** Chooses a new document and sends the update. */
async function sendNewDocument(user: UserEvent) {
  await user.upload(screen.getByLabelText(/^New document/), png());
  await user.click(updateButton());
}

function respondWith(body: PublicUpdateRequestResponse) {
  respond = () => jsonResponse(body);
}

describe('UpdateRequestPage', () => {
  it('shows Loading, then greets the worker with what the customer asked and the credential on file', async () => {
    renderAt();

    expect(screen.getByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
    expect(await greeting()).toBeInTheDocument();
    expect(requests).toEqual(['/json/user-credential-requests/tok-9']);
    expect(screen.getByText(/has requested an updated document for your/).textContent).toBe(
      'Demo Construction Ltd. has requested an updated document for your WHMIS 2015 credential.',
    );
    expect(screen.getByText(/Your WHMIS certificate expired in June/)).toBeInTheDocument();
    expect(screen.getByText('Message from Demo Construction Ltd.')).toBeInTheDocument();

    expect(screen.getByLabelText('Credential Name')).toHaveValue('WHMIS 2015');
    expect(screen.getByLabelText('Credential Name')).toBeDisabled();
    // A renewed ticket has new dates: they are editable from the start.
    expect(issuedInput()).toHaveValue('2021-06-10');
    expect(issuedInput()).toBeEnabled();
    expect(expiresInput()).toHaveValue('2024-06-10');
    expect(expiresInput()).toBeEnabled();

    const link = screen.getByRole('link', { name: /View Document/ });
    expect(link).toHaveAttribute('href', '/json/user-credential-requests/tok/document');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(document.title).toBe('Update WHMIS 2015 · Trades Portal');
  });

  it('says No Document Found and leaves out the message when there is none', async () => {
    respondWith(updateRequestResponse({ update_request: updateRequest({ message: null }, { document_url: null }) }));
    renderAt();
    await greeting();

    expect(screen.getByText('No Document Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Document/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Message from/)).not.toBeInTheDocument();
  });

  it('says when the request was already completed and still offers the update', async () => {
    respondWith(
      updateRequestResponse({ update_request: updateRequest({ completed_at: '2025-05-02T10:00:00.000Z' }), status: 'completed' }),
    );
    renderAt();
    await greeting();

    expect(screen.getByText(/This request was already completed, but you can still send/).textContent).toBe(
      'This request was already completed, but you can still send Demo Construction Ltd. a newer document for your WHMIS 2015 credential.',
    );
    expect(updateButton()).toBeEnabled();
  });

  it('says an unknown or malformed link is not valid, never that the request was fulfilled', async () => {
    respond = () => jsonResponse({ message: 'This link is not valid.' }, 404);
    renderAt('nope');

    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(document.title).toBe('Link not valid · Trades Portal');
    expect(screen.queryByText(/Fulfilled/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Credential' })).not.toBeInTheDocument();
  });

  it('asks for the new document before sending anything', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await user.click(updateButton());

    expect(screen.getByLabelText(/^New document/)).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the new document to upload.'),
    );
    expect(fakeUpload.uploads).toHaveLength(0);
  });

  it('sends the new document with the CSRF token, then shows first (focused) that it worked and what the server saved', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await sendNewDocument(user);
    const upload = await sentUpload();
    expect(upload.url).toBe('/json/user-credential-requests/tok-9/update');
    expect(upload.method).toBe('POST');
    expect(upload.headers['X-CSRF-TOKEN']).toBe('page-token');
    expect(upload.fields).toEqual({
      user_credential_id: '31',
      issued: '2021-06-10',
      expiry: '2024-06-10',
      document_number: 'WH-88213',
      document: expect.any(File),
    });
    expect(progressLine()).toHaveTextContent('Uploading document… 0%');

    act(() =>
      upload.respond(200, {
        update_request: updateRequest(
          { completed_at: '2025-05-20T10:00:00.000Z' },
          { issued: '2025-05-01', expiry: '2028-05-01', document_url: '/json/user-credential-requests/tok-9/document' },
        ),
        message: 'Your credential has been updated. Thank you!',
      }),
    );

    const success = await screen.findByText('Your credential has been updated. Thank you!');
    // Focus moves to the confirmation, so a phone shows it first rather than the form's end.
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText('Demo Construction Ltd. has your new document and dates and will review them. You can close this page, or send another document below.')).toBeInTheDocument();
    expect(screen.getByText(/This request was already completed/)).toBeInTheDocument();
    expect(screen.queryByText('whmis-2025.png')).not.toBeInTheDocument();
    expect(progressLine()).toBeEmptyDOMElement();
    expect(requests).toHaveLength(1);
  });

  it('sends the corrected dates with the new document, and reports the upload as it goes', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await user.upload(screen.getByLabelText(/^New document/), png());
    expect(screen.getByText('whmis-2025.png')).toBeInTheDocument();
    expect(screen.getByText('4 KB')).toBeInTheDocument();
    fireEvent.change(issuedInput(), { target: { value: '2025-05-01' } });
    fireEvent.change(expiresInput(), { target: { value: '2028-05-01' } });
    await user.click(updateButton());

    const upload = await sentUpload();
    expect(upload.fields.issued).toBe('2025-05-01');
    expect(upload.fields.expiry).toBe('2028-05-01');
    expect((upload.fields.document as File).name).toBe('whmis-2025.png');
    expect(progressLine()).toHaveTextContent('Uploading document… 0%');
    act(() => upload.progress(2048, 4096));
    expect(progressLine()).toHaveTextContent('Uploading document… 50%');
    act(() => upload.progress(4096, 4096));
    expect(progressLine()).toHaveTextContent('Saving credential…');

    act(() => upload.respond(200, { update_request: updateRequest({}, { issued: '2025-05-01', expiry: '2028-05-01' }), message: '' }));
    expect(await screen.findByText('Thank you! Your credential was updated')).toBeInTheDocument();
    expect(screen.queryByText('whmis-2025.png')).not.toBeInTheDocument();
    expect(issuedInput()).toHaveValue('2025-05-01');
    expect(expiresInput()).toHaveValue('2028-05-01');
  });

  it('proposes the expiry from the new issued date and the validity period, still editable', async () => {
    respondWith(updateRequestResponse({ update_request: updateRequest({}, { validity_period_months: 36 }) }));
    renderAt();
    await greeting();

    expect(screen.getByText('Valid for 36 months: the expiry date follows the issued date. You can change it.')).toBeInTheDocument();
    fireEvent.change(issuedInput(), { target: { value: '2025-02-28' } });
    expect(expiresInput()).toHaveValue('2028-02-28');
    fireEvent.change(expiresInput(), { target: { value: '2027-12-31' } });
    expect(expiresInput()).toHaveValue('2027-12-31');
  });

  it('sends new dates without a new document', async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    fireEvent.change(issuedInput(), { target: { value: '2024-06-01' } });
    fireEvent.change(expiresInput(), { target: { value: '2027-06-01' } });
    await user.click(updateButton());

    const upload = await sentUpload();
    expect(upload.fields).toEqual({ user_credential_id: '31', issued: '2024-06-01', expiry: '2027-06-01', document_number: 'WH-88213' });
  });

  it("asks for the renewal's document number, starting from the one on file, and sends a new one alone", async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    const number = screen.getByLabelText('Document number');
    expect(number).toHaveValue('WH-88213');
    expect(number).toHaveAccessibleDescription('The number on the document you send. A renewed card usually has a new one: change it if it is not the same.');
    await user.clear(number);
    await user.type(number, 'WH-99107');
    await user.click(updateButton());

    const upload = await sentUpload();
    expect(upload.fields).toEqual({ user_credential_id: '31', issued: '2021-06-10', expiry: '2024-06-10', document_number: 'WH-99107' });
    act(() => upload.respond(422, { message: 'The document number field must not be greater than 100 characters.', errors: { document_number: ['The document number field must not be greater than 100 characters.'] } }));
    expect(await screen.findByText('The document number field must not be greater than 100 characters.', { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('must not be greater than 100 characters'));
  });

  it("shows the server's refusal and no success message when the answer is a 422", async () => {
    const user = userEvent.setup();
    renderAt();
    await greeting();

    await sendNewDocument(user);
    const upload = await sentUpload();
    act(() =>
      upload.respond(422, {
        message: 'The file must be a PDF, PNG or JPEG file.',
        errors: { document: ['The file must be a PDF, PNG or JPEG file.'] },
      }),
    );

    expect(await screen.findByText('Correct the marked fields and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New document/)).toHaveAccessibleDescription(
      expect.stringContaining('The file must be a PDF, PNG or JPEG file.'),
    );
    expect(screen.queryByText('Thank you! Your credential was updated')).not.toBeInTheDocument();
    expect(progressLine()).toBeEmptyDOMElement();
    expect(requests).toHaveLength(1);
  });

  it('never sends the worker to the login page on a 401', async () => {
    const user = userEvent.setup();
    const toLogin = jest.fn();
    setUnauthenticatedHandler(toLogin);
    renderAt();
    await greeting();

    await sendNewDocument(user);
    act(() => fakeUpload.uploads[0]?.respond(401, { message: 'Unauthenticated.' }));
    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();

    respond = () => jsonResponse({ message: 'Unauthenticated.' }, 401);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'The request could not be loaded' })).toBeInTheDocument();
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('speaks Canadian French: the greeting, the request, the form and its messages', async () => {
    const user = userEvent.setup();
    await act(() => changeLocale('fr-CA'));
    renderAt();

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement en cours' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Ada Fraser,' })).toBeInTheDocument();
    expect(screen.getByText(/vous demande un document à jour/).textContent).toBe(
      'Demo Construction Ltd. vous demande un document à jour pour votre attestation WHMIS 2015.',
    );
    expect(screen.getByText('Message de Demo Construction Ltd.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date de délivrance/)).toBeEnabled();
    expect(screen.getByLabelText(/^Date d’expiration/)).toBeEnabled();
    expect(screen.getByRole('link', { name: /^Voir le document/ })).toBeInTheDocument();
    expect(document.title).toBe('Mettre à jour WHMIS 2015 · Trades Portal');

    await user.click(screen.getByRole('button', { name: 'Mettre à jour l’attestation' }));
    expect(screen.getByText('Veuillez choisir le nouveau document à téléverser.')).toBeInTheDocument();

    expect(screen.getByText('Inscrivez les dates qui figurent sur le document que vous envoyez.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Nouveau document/), png());
    await user.click(screen.getByRole('button', { name: 'Mettre à jour l’attestation' }));
    await waitFor(() => expect(fakeUpload.uploads).toHaveLength(1));
    expect(progressLine()).toHaveTextContent('Téléversement du document… 0 %');
  });
});
