import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../testing/render';
import { TimeLogFields, type TimeLogFieldsProps } from '../TimeLogFields';

const labels = { date: 'Date', startTime: 'Start', endTime: 'End', hours: 'Hours', minutes: 'Minutes', notes: 'Notes', computed: 'From start to end.' };
const values = { date: '2026-03-02', start_time: '', end_time: '', hours: '', minutes: '', notes: '' };

const renderFields = (props: Partial<TimeLogFieldsProps> = {}) => {
  const onChange = jest.fn();
  renderUi(<TimeLogFields values={values} errors={{}} onChange={onChange} labels={labels} computed={false} maxHours={24} maxMinutes={59} {...props} />);
  return onChange;
};

describe('TimeLogFields', () => {
  it('labels every field with the caller\'s texts and reports each change as a patch', async () => {
    const onChange = renderFields();
    expect(screen.getByLabelText(/Date/)).toHaveValue('2026-03-02');
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('max', '24');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveAttribute('max', '59');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Hours' }), '7');
    expect(onChange).toHaveBeenLastCalledWith({ hours: '7' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ notes: 'x' });
  });

  it('shows hours and minutes read-only, and says why, while they come from start and end', () => {
    renderFields({ computed: true, values: { ...values, start_time: '22:00', end_time: '06:30', hours: '8', minutes: '30' } });
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    expect(hours).toHaveAttribute('readonly');
    expect(hours).toHaveAccessibleDescription('From start to end.');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue(30);
  });

  it('shows each field\'s error on it', () => {
    renderFields({ errors: { end_time: 'The end time must be different from the start time.' } });
    expect(screen.getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('The end time must be different from the start time.');
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).not.toHaveAttribute('readonly');
  });
});
