import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { worker } from '../../fixtures';
import { ProfilePictureModal } from '../ProfilePictureModal';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function renderModal(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  const onWorkerChange = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<ProfilePictureModal worker={worker} onClose={onClose} onWorkerChange={onWorkerChange} />);
  return { api, onWorkerChange, onClose, user: userEvent.setup({ applyAccept: false }) };
}

describe('ProfilePictureModal', () => {
  it('asks for an image when none is chosen', async () => {
    const { api, user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image to update');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses files that are not PNG or JPEG', async () => {
    const { user } = renderModal();
    await user.upload(screen.getByLabelText('Image (PNG or JPEG)'), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a PNG or JPEG image.');
  });

  it('previews the chosen image, uploads it and hands back the updated worker', async () => {
    const updated = { ...worker, profile_picture_url: '/files/pictures/42.jpg' };
    const { api, user, onWorkerChange, onClose } = renderModal({ 'POST /workers/42/profile/image': { body: { worker: updated } } });
    const picture = new File(['png'], 'me.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Image (PNG or JPEG)'), picture);
    expect(screen.getByAltText('Preview of the new profile picture')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(onWorkerChange).toHaveBeenCalledWith(updated);
    expect(onClose).toHaveBeenCalled();
    expect((api.callsTo('POST', '/workers/42/profile/image')[0].body as FormData).get('image')).toBe(picture);
  });

  it('shows the server’s reason for refusing the file', async () => {
    const { user } = renderModal({
      'POST /workers/42/profile/image': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { image: ['The image must be at most 5 MB.'] } },
      },
    });
    await user.upload(screen.getByLabelText('Image (PNG or JPEG)'), new File(['png'], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB.');
  });
});
