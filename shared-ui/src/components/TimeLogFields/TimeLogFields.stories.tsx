import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FieldGrid } from '../FieldGrid/FieldGrid';
import { TimeLogFields, type TimeLogFieldsProps, type TimeLogFieldValues } from './TimeLogFields';

const labels = {
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  hours: 'Hours',
  minutes: 'Minutes',
  notes: 'Notes',
  computed: 'Worked out from the start and end times. Clear one of them to enter the hours yourself.',
};

const blank: TimeLogFieldValues = { date: '2026-03-02', start_time: '', end_time: '', hours: '', minutes: '', notes: '' };

/** The stories type into the fields; the computed state follows the times as the forms do. */
function Editable(props: TimeLogFieldsProps) {
  const [values, setValues] = useState(props.values);
  const computed = values.start_time !== '' && values.end_time !== '' && props.computed;
  return (
    <FieldGrid>
      <TimeLogFields {...props} values={values} computed={computed} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
    </FieldGrid>
  );
}

const meta = {
  title: 'Forms/TimeLogFields',
  component: TimeLogFields,
  render: (args) => <Editable {...args} />,
  args: { values: blank, errors: {}, onChange: () => undefined, labels, computed: false, maxHours: 24, maxMinutes: 59 },
} satisfies Meta<typeof TimeLogFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ComputedFromTimes: Story = {
  args: { values: { ...blank, start_time: '22:00', end_time: '06:30', hours: '8', minutes: '30' }, computed: true },
};

export const WithErrors: Story = {
  args: {
    values: { ...blank, start_time: '08:00', end_time: '08:00' },
    errors: { end_time: 'The end time must be different from the start time.', hours: 'Enter the hours and minutes worked, or the start and end times.' },
  },
};

export const LongText: Story = {
  args: {
    values: { ...blank, hours: '7', minutes: '45', notes: 'Poured the east footing, stripped the forms on level 2 and cleaned up the laydown area before the inspection. '.repeat(4) },
    labels: { ...labels, startTime: 'Start time on site (as signed in at the gate)', endTime: 'End time on site (as signed out at the gate)' },
  },
};

export const Phone: Story = { ...ComputedFromTimes, parameters: { viewport: { defaultViewport: 'mobile1' } } };
