import { screen, within } from '@testing-library/react';
import { FEATURE_UNAVAILABLE_TEXT } from 'shared-ui';
import { mockApi, renderRoute } from 'shared-ui/testing';
import { finishedUpload } from '../../fixtures';
import BulkUploadDetailsPage from '../BulkUploadDetailsPage';

const renderPage = (url: string) => renderRoute(<BulkUploadDetailsPage />, { path: '/credentials/credential-bulk-uploads', url });

describe('BulkUploadDetailsPage', () => {
  it('loads the upload of the file_url and shows every row\'s outcome', async () => {
    const server = mockApi({ 'GET /credentials/bulk-uploads': { body: { bulk_credential_upload: finishedUpload } } });
    renderPage('/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F31%2Ffile');

    const line5 = (await screen.findByRole('cell', { name: 'Confined Space' })).closest('tr') as HTMLElement;
    expect(server.callsTo('GET', '/credentials/bulk-uploads')[0].query.get('file_url')).toBe('/json/credentials/bulk-uploads/31/file');
    expect(within(line5).getByText('Failed')).toBeInTheDocument();
    expect(within(line5).getByText('The email must be a valid email address.')).toBeInTheDocument();
    const line3 = screen.getByRole('link', { name: 'Bram Okafor' }).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Bram Okafor' })).toHaveAttribute('href', '/workers/40');
    expect(within(line3).getByText('Created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the uploaded file' })).toHaveAttribute('href', '/json/credentials/bulk-uploads/31/file');
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it('says the upload was not found for an unknown file or a link without one', async () => {
    mockApi({ 'GET /credentials/bulk-uploads': { status: 404, body: { message: 'Not found' } } });
    const { unmount } = renderPage('/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F999%2Ffile');
    expect(await screen.findByText('Upload not found')).toBeInTheDocument();
    unmount();
    renderPage('/credentials/credential-bulk-uploads');
    expect(screen.getByText('Upload not found')).toBeInTheDocument();
  });

  it('shows the feature notice when the customer lacks the credentials feature', async () => {
    mockApi({ 'GET /credentials/bulk-uploads': { status: 403, body: { message: FEATURE_UNAVAILABLE_TEXT } } });
    renderPage('/credentials/credential-bulk-uploads?file_url=%2Fjson%2Fcredentials%2Fbulk-uploads%2F31%2Ffile');
    expect(await screen.findByText(FEATURE_UNAVAILABLE_TEXT)).toBeInTheDocument();
  });
});
