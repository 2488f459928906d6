import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { changeLocale } from 'shared-ui';
import { setCsrfToken, setUnauthenticatedHandler } from 'shared-api';
import { installFakeUpload, jsonResponse, renderRoute, type SentUpload } from 'shared-ui/testing';
import { localIsoDate } from '../../../../utils/expiry';
import { credentialRequest } from '../../fixtures';
import FulfilRequestPage from '../FulfilRequestPage';

const requests: string[] = [];
let respond: () => Promise<Response>;
let fakeUpload: ReturnType<typeof installFakeUpload>;

beforeEach(() => {
  requests.length = 0;
  respond = () => jsonResponse({ credential_request: credentialRequest() });
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    requests.push(new URL(String(input), 'http://localhost').pathname);
    return respond();
  }) as typeof fetch;
  fakeUpload = installFakeUpload();
  setCsrfToken('page-token');
});

afterEach(() => fakeUpload.restore());

function renderAt(token = 'tok-1') {
  return renderRoute(<FulfilRequestPage />, {
    path: '/credential-requests/:token',
    url: `/credential-requests/${token}`,
    portalProviders: false,
  });
}

const sheet = () => screen.findByRole('heading', { level: 1, name: 'Upload your Working at Heights' });
const issuedInput = () => screen.getByLabelText(/^Issued Date/) as HTMLInputElement;
const expiryInput = () => screen.getByLabelText(/^Expiry Date/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit Credential' });
const pdf = (name = 'heights.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

async function sentUpload(): Promise<SentUpload> {
  await waitFor(() => expect(fakeUpload.uploads).toHaveLength(1));
  return fakeUpload.uploads[0];
}

/** Fills in the issued date and a document, and submits. */
async function fillAndSubmit(user: UserEvent, file = pdf()) {
  fireEvent.change(issuedInput(), { target: { value: '2024-03-04' } });
  await user.upload(screen.getByLabelText(/^Document/), file);
  await user.click(submitButton());
}

describe('FulfilRequestPage', () => {
  it('shows Loading Data... until the request arrives, then what is asked and by whom', async () => {
    renderAt('tok%2F1');

    expect(screen.getByRole('heading', { level: 1, name: 'Loading Data...' })).toBeInTheDocument();
    expect(await sheet()).toBeInTheDocument();
    expect(requests).toEqual(['/json/credential-requests/tok%2F1']);
    expect(screen.getByText('Riverside Tower requires a valid Working at Heights.')).toBeInTheDocument();
    expect(screen.getByText(/asked/).textContent).toBe(
      'Demo Construction Ltd. asked Ada Fraser for their Working at Heights credential.',
    );
    expect(screen.getByLabelText('Credential Name')).toHaveValue('Working at Heights');
    expect(screen.getByLabelText('Credential Name')).toBeDisabled();
    expect(issuedInput()).toBeRequired();
    expect(document.title).toBe('Upload your Working at Heights · Trades Portal');
  });

  it('sets the expiry from the issued date and the validity period, and lets the worker change it', async () => {
    renderAt();
    await sheet();

    fireEvent.change(issuedInput(), { target: { value: '2024-03-04' } });
    expect(expiryInput()).toHaveValue('2027-03-04');

    fireEvent.change(expiryInput(), { target: { value: '2026-12-31' } });
    expect(expiryInput()).toHaveValue('2026-12-31');

    fireEvent.change(issuedInput(), { target: { value: '2024-01-31' } });
    expect(expiryInput()).toHaveValue('2027-01-31');

    // An emptied issued date counts from today.
    fireEvent.change(issuedInput(), { target: { value: '' } });
    const inThreeYears = new Date();
    inThreeYears.setFullYear(inThreeYears.getFullYear() + 3);
    expect(expiryInput()).toHaveValue(localIsoDate(inThreeYears));
  });

  it('leaves the expiry alone when the credential has no validity period', async () => {
    respond = () => jsonResponse({ credential_request: credentialRequest({}, { validity_period_months: null }) });
    renderAt();
    await sheet();

    fireEvent.change(issuedInput(), { target: { value: '2024-03-04' } });
    expect(expiryInput()).toHaveValue('');
    expect(screen.getByText('Leave empty if the credential does not expire.')).toBeInTheDocument();
  });

  it('requires the issued date and the document before anything is sent', async () => {
    const user = userEvent.setup();
    renderAt();
    await sheet();

    await user.click(submitButton());

    expect(screen.getByText('Issued date is required!')).toBeInTheDocument();
    expect(issuedInput()).toHaveAccessibleDescription('Issued date is required!');
    expect(issuedInput()).toHaveFocus();
    expect(screen.getByLabelText(/^Document/)).toHaveAccessibleDescription(expect.stringContaining('Please choose a photo or scan of your credential.'));
    expect(fakeUpload.uploads).toHaveLength(0);

    // An issued date alone is no proof: the request still waits for the document.
    fireEvent.change(issuedInput(), { target: { value: '2024-03-04' } });
    await user.click(submitButton());
    expect(screen.getByLabelText(/^Document/)).toHaveAccessibleDescription(expect.stringContaining('Please choose a photo or scan of your credential.'));
    expect(fakeUpload.uploads).toHaveLength(0);
  });

  it('sends the dates and the document with the CSRF token and shows the fulfilled card once the server accepts it', async () => {
    const user = userEvent.setup();
    renderAt();
    await sheet();

    fireEvent.change(issuedInput(), { target: { value: '2024-03-04' } });
    await user.upload(screen.getByLabelText(/^Document/), pdf());
    expect(screen.getByText('heights.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    await user.click(submitButton());

    const upload = await sentUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/json/credential-requests/tok-1/fulfil');
    expect(upload.headers['X-CSRF-TOKEN']).toBe('page-token');
    expect(upload.fields.issued).toBe('2024-03-04');
    expect(upload.fields.expiry).toBe('2027-03-04');
    expect((upload.fields.document as File).name).toBe('heights.pdf');

    act(() => upload.progress(1024, 2300));
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '45');
    act(() => upload.progress(2300, 2300));
    expect(screen.getByRole('progressbar', { name: 'Saving your credential…' })).toBeInTheDocument();
    expect(screen.queryByText('Credential Request Fulfilled!')).not.toBeInTheDocument();

    act(() =>
      upload.respond(200, { credential_request: credentialRequest({ completed_at: '2025-05-20T10:00:00.000Z' }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Credential Request Fulfilled!' })).toBeInTheDocument();
    expect(screen.getByText(/nothing more is needed from you/)).toBeInTheDocument();
    expect(screen.getByText('You can modify this credential at any time in the mobile app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Credential' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal, not success, when the answer is a 422", async () => {
    const user = userEvent.setup();
    renderAt();
    await sheet();

    await fillAndSubmit(user);
    act(() => fakeUpload.uploads[0]?.respond(422, { message: 'A document is required to fulfil this request.' }));

    expect(await screen.findByText('A document is required to fulfil this request.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your credential was not submitted');
    expect(screen.queryByText('Credential Request Fulfilled!')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    renderAt();
    await sheet();

    await fillAndSubmit(user, pdf('scan.pdf'));
    const upload = await sentUpload();
    act(() =>
      upload.respond(422, {
        message: 'The file must be a PDF, PNG or JPEG file. (and 1 more error)',
        errors: {
          document: ['The file must be a PDF, PNG or JPEG file.'],
          expiry: ['The expiry date must be after the issued date.'],
        },
      }),
    );

    expect(await screen.findByText('Correct the marked fields and submit again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Document/)).toHaveAccessibleDescription(
      expect.stringContaining('The file must be a PDF, PNG or JPEG file.'),
    );
    expect(expiryInput()).toHaveAccessibleDescription(expect.stringContaining('The expiry date must be after the issued date.'));
    expect(expiryInput()).toHaveFocus();
  });

  it('shows the fulfilled card when the server says the request was fulfilled meanwhile', async () => {
    const user = userEvent.setup();
    renderAt();
    await sheet();

    await fillAndSubmit(user);
    respond = () => jsonResponse({ credential_request: credentialRequest({ completed_at: '2025-05-20T10:00:00.000Z' }) });
    act(() =>
      fakeUpload.uploads[0]?.respond(409, { message: 'This credential request has already been fulfilled. Nothing more is needed.' }),
    );

    expect(await screen.findByRole('heading', { name: 'Credential Request Fulfilled!' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('refuses a file that is not a PDF, PNG or JPEG before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt();
    await sheet();

    await user.upload(screen.getByLabelText(/^Document/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.getByText('The file must be a PDF, PNG or JPEG file.')).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByText('PDF, PNG or JPEG, up to 10 MB')).toBeInTheDocument();
  });

  it('shows the fulfilled card straight away for a completed request', async () => {
    respond = () => jsonResponse({ credential_request: credentialRequest({ completed_at: '2025-05-01T09:00:00.000Z' }) });
    renderAt();

    expect(await screen.findByRole('heading', { name: 'Credential Request Fulfilled!' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.title).toBe('Credential Request Fulfilled! · Trades Portal');
  });

  it('says the token was not found for an unknown token', async () => {
    respond = () => jsonResponse({ message: 'Not found.' }, 404);
    renderAt('unknown');

    expect(
      await screen.findByText('Token not found. Could possibly be an already fulfilled request!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('never sends the worker to the login page on a 401, loading or submitting', async () => {
    const user = userEvent.setup();
    const toLogin = jest.fn();
    setUnauthenticatedHandler(toLogin);
    respond = () => jsonResponse({ message: 'Unauthenticated.' }, 401);
    const { unmount } = renderAt();

    expect(await screen.findByRole('heading', { name: 'The request could not be loaded' })).toBeInTheDocument();
    unmount();

    respond = () => jsonResponse({ credential_request: credentialRequest() });
    renderAt();
    await sheet();
    await fillAndSubmit(user);
    act(() => fakeUpload.uploads[0]?.respond(401, { message: 'Unauthenticated.' }));

    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('speaks Canadian French: the request, its form, the checks made before sending and the fulfilled card', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await act(() => changeLocale('fr-CA'));
    renderAt();

    expect(screen.getByRole('heading', { level: 1, name: 'Chargement des données…' })).toBeInTheDocument();
    await sheet();
    expect(screen.getByText(/demande à/).textContent).toBe(
      'Demo Construction Ltd. demande à Ada Fraser son attestation Working at Heights.',
    );
    expect(screen.getByText('Demande d’attestation')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom de l’attestation')).toHaveValue('Working at Heights');
    expect(screen.getByText('Vous a envoyé ce lien', { exact: false, selector: 'footer' })).toBeInTheDocument();
    expect(screen.getByText('PDF, PNG ou JPEG, jusqu’à 10 Mo')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Document/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Le fichier doit être au format PDF, PNG ou JPEG.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Soumettre l’attestation' }));
    expect(screen.getByText('La date de délivrance est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date de délivrance/)).toHaveFocus();
  });

  it('shows the fulfilled card in French', async () => {
    respond = () => jsonResponse({ credential_request: credentialRequest({ completed_at: '2025-05-01T09:00:00.000Z' }) });
    await act(() => changeLocale('fr-CA'));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Demande d’attestation remplie!' })).toBeInTheDocument();
    expect(screen.getByText('Merci. Demo Construction Ltd. a reçu votre attestation; vous n’avez rien d’autre à faire.')).toBeInTheDocument();
    expect(document.title).toBe('Demande d’attestation remplie! · Trades Portal');
  });
});
