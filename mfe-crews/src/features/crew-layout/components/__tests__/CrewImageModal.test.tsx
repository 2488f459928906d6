import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { crew } from '../../../../fixtures';
import { CrewImageModal } from '../CrewImageModal';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'crew.png', { type: 'image/png' });

describe('CrewImageModal', () => {
  it('asks for a file before sending anything', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<CrewImageModal crew={{ ...crew, crew_image_url: null }} onClose={jest.fn()} onSaved={jest.fn()} />);
    expect(screen.getByText('No image yet: the crew shows its initials.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose an image (PNG or JPEG).')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the chosen image and hands back the updated crew', async () => {
    const updated = { ...crew, crew_image_url: '/json/crews/7/image?v=abc' };
    const api = mockApi({ 'POST /crews/7/image': { body: { crew: updated, message: 'Crew image updated.' } } });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<CrewImageModal crew={crew} onClose={jest.fn()} onSaved={onSaved} />);
    await user.upload(screen.getByLabelText('New image'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Crew image updated.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/image')[0].fields.image).toBeInstanceOf(File);
    expect(onSaved).toHaveBeenCalledWith(updated);
  });

  it("shows the server's message on the field when it refuses the file", async () => {
    mockApi({
      'POST /crews/7/image': { status: 422, body: { message: 'The given data was invalid.', errors: { image: ['The file must be a PNG or JPEG image.'] } } },
    });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<CrewImageModal crew={crew} onClose={jest.fn()} onSaved={onSaved} />);
    await user.upload(screen.getByLabelText('New image'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The file must be a PNG or JPEG image.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
