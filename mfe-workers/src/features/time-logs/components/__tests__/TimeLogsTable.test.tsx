import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from 'shared-ui';
import { mockMatchMedia } from 'shared-ui/testing';
import { timeLogs } from '../../fixtures';
import { TimeLogsTable } from '../TimeLogsTable';

const renderTable = (props: Partial<Parameters<typeof TimeLogsTable>[0]> = {}) =>
  render(
    <PortalThemeProvider>
      <TimeLogsTable timeLogs={timeLogs} onEdit={jest.fn()} onDelete={jest.fn()} {...props} />
    </PortalThemeProvider>,
  );

describe('TimeLogsTable', () => {
  it('shows worker, crew, date label, start and end, duration and notes in a table', () => {
    mockMatchMedia(false);
    renderTable();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('WorkerCrewDateStart – EndDurationNotesActions');
    expect(rows[1]).toHaveTextContent('Ada FraserNorth Tower ElectricalToday07:00 – 15:308h 30mPulled cable on level 4.');
    expect(rows[2]).toHaveTextContent('Bram OkaforNo crewYesterday—4h');
  });

  it('lists the logs as blocks on a phone, with the same actions', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    mockMatchMedia(true);
    renderTable({ onEdit });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Time logs' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('North Tower Electrical · 07:00 – 15:30 · 8h 30m');
    expect(items[1]).toHaveTextContent('No crew · 4h');
    await user.click(within(items[2]).getByRole('button', { name: /^Edit time log of Chantal Nguyen/ }));
    expect(onEdit).toHaveBeenCalledWith(timeLogs[2]);
  });
});
