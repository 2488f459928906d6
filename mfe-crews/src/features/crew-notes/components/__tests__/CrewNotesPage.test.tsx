import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { notes } from '../../../../fixtures';
import { renderCrewPage } from '../../../../testUtils';
import CrewNotesPage from '../CrewNotesPage';

const page = (data: typeof notes, current: number, last: number) => ({
  notes: { data, current_page: current, last_page: last, per_page: 1, from: current, to: current, total: last, next_page_url: current < last ? `/json/crews/7/notes?page=${current + 1}` : null, prev_page_url: null },
});

describe('CrewNotesPage', () => {
  it('keeps Save disabled while the note is empty or blank, then saves it', async () => {
    const api = mockApi({
      'GET /crews/7/notes': (call) => ({ body: call.query.get('page') === '2' ? page([notes[1]], 2, 2) : page([notes[0]], 1, 2) }),
      'POST /crews/7/notes': { body: { message: 'Crew Note Created Successfully!', note: notes[0] } },
    });
    const user = userEvent.setup();
    renderCrewPage(<CrewNotesPage />, { path: 'notes', url: '/crews/7/notes' });
    await screen.findByText('Crane inspection booked for Monday.');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Bring the harnesses');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Crew Note Created Successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/crews/7/notes')[0].body).toEqual({ note: 'Bring the harnesses' });
  });

  it('appends the next page and deletes a note after confirming', async () => {
    const api = mockApi({
      'GET /crews/7/notes': (call) => ({ body: call.query.get('page') === '2' ? page([notes[1]], 2, 2) : page([notes[0]], 1, 2) }),
      'DELETE /crews/7/notes/1': { body: { message: 'Note deleted.' } },
    });
    const user = userEvent.setup();
    renderCrewPage(<CrewNotesPage />, { path: 'notes', url: '/crews/7/notes' });
    await screen.findByText('Crane inspection booked for Monday.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Long note\./)).toBeInTheDocument();
    expect(screen.getByText('Crane inspection booked for Monday.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the note written 1 day ago' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/crews/7/notes/1')).toHaveLength(1);
  });
});
