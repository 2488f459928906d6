import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAG_COLORS } from 'shared-api';
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { AddTagModal } from '../AddTagModal';

const suggestion = { id: 5, name: 'Apprentice', color: '#2ecc71' };

describe('AddTagModal', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for suggestions only after typing has paused for 500 ms', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'GET /tags/suggestions': { body: { tags: [suggestion] } } });
    renderWithProviders(<AddTagModal workerId={42} existingNames={[]} onClose={jest.fn()} onTagsChange={jest.fn()} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(screen.getByLabelText('Name'), 'App');
    act(() => jest.advanceTimersByTime(499));
    expect(api.callsTo('GET', '/tags/suggestions')).toHaveLength(0);

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    const calls = api.callsTo('GET', '/tags/suggestions');
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get('name')).toBe('App');
    expect(await screen.findByRole('button', { name: 'Apprentice' })).toBeInTheDocument();
  });

  it('offers the 37 preset colours with the first chosen, and adds the tag', async () => {
    const tags = [{ id: 9, name: 'Crane operator', color: TAG_COLORS[3] }];
    const api = mockApi({
      'GET /tags/suggestions': { body: { tags: [] } },
      'POST /workers/42/tags': { body: { tag: tags[0], tags } },
    });
    const onTagsChange = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<AddTagModal workerId={42} existingNames={[]} onClose={onClose} onTagsChange={onTagsChange} />);
    const user = userEvent.setup();

    const colours = within(screen.getByRole('radiogroup', { name: 'Tag colour' })).getAllByRole('radio');
    expect(colours).toHaveLength(37);
    expect(colours[0]).toHaveAttribute('aria-checked', 'true');
    expect(colours[0]).toHaveAccessibleName(TAG_COLORS[0]);

    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Crane operator');
    await user.click(colours[3]);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(api.callsTo('POST', '/workers/42/tags')[0].body).toEqual({ name: 'Crane operator', color: TAG_COLORS[3] });
    expect(onTagsChange).toHaveBeenCalledWith(tags);
    expect(onClose).toHaveBeenCalled();
  });

  it('fills name and colour from a picked suggestion', async () => {
    mockApi({ 'GET /tags/suggestions': { body: { tags: [suggestion] } } });
    renderWithProviders(<AddTagModal workerId={42} existingNames={[]} onClose={jest.fn()} onTagsChange={jest.fn()} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Name'), 'App');
    await user.click(await screen.findByRole('button', { name: 'Apprentice' }, { timeout: 2000 }));

    expect(screen.getByLabelText('Name')).toHaveValue('Apprentice');
    expect(screen.getByRole('radio', { name: '#2ecc71' })).toHaveAttribute('aria-checked', 'true');
  });
});
