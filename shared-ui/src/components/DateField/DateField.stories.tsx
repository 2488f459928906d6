import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DateField, type DateFieldProps } from './DateField';

/** Holds the value as a form would, so the story can be typed into and picked from. */
function Form(props: DateFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ maxWidth: 320 }}>
      <DateField {...props} value={value} onChange={setValue} />
      <p style={{ marginTop: 12, fontSize: 13 }}>
        The form holds: <code>{value === '' ? "''" : value}</code>
      </p>
    </div>
  );
}

/** Does once, after the first paint, what a person would: leaves the field (its message shows) or opens the calendar. */
function Acted({ act, children }: { act: (root: HTMLElement) => void; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !root.current) return;
    done.current = true;
    act(root.current);
  }, [act]);
  return (
    <div ref={root} style={{ minHeight: 420 }}>
      {children}
    </div>
  );
}

const leaveField = (root: HTMLElement) => {
  const input = root.querySelector('input');
  input?.focus();
  input?.blur();
};
const openCalendar = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click();

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  render: (args) => <Form {...args} />,
  args: { label: 'Expiry', value: '' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2027-03-04' } };

export const Required: Story = { args: { label: 'Date of birth', required: true } };

export const WithHint: Story = { args: { label: 'Expiry Date', hint: 'Valid for 36 months from the issued date.' } };

/** 2027-02-30 typed, then the field left: the message says why it is not a day and no date reaches the form. */
export const NotADay: Story = {
  args: { value: '2027-02-30' },
  render: (args) => (
    <Acted act={leaveField}>
      <Form {...args} />
    </Acted>
  ),
};

/** A day before `min` (the date posted, for a job's display-until). */
export const BeforeMin: Story = {
  args: { label: 'Display until', value: '2027-02-27', min: '2027-03-01' },
  render: (args) => (
    <Acted act={leaveField}>
      <Form {...args} />
    </Acted>
  ),
};

/** The form's own message, from its checks or the server's answer. */
export const WithFormError: Story = { args: { label: 'Issued', value: '2027-05-01', error: 'Issued date cannot be after expiry date.' } };

export const Disabled: Story = { args: { value: '2027-03-04', disabled: true } };

/** The calendar open on the field's month: the chosen day filled, today outlined, weeks from Sunday. */
export const CalendarOpen: Story = {
  args: { value: '2027-03-04' },
  render: (args) => (
    <Acted act={openCalendar}>
      <Form {...args} />
    </Acted>
  ),
};

/** Days outside min and max are struck through and cannot be picked. */
export const CalendarWithMinAndMax: Story = {
  args: { label: 'Link expires on (optional)', value: '2027-03-10', min: '2027-03-04', max: '2027-03-24' },
  render: CalendarOpen.render,
};

export const LongLabel: Story = {
  args: {
    label: 'Date the worker completed the site-specific orientation (as written on the sign-in sheet)',
    value: '2027-03-04',
    hint: 'Shown to the site supervisor only.',
  },
};

export const Phone: Story = { ...NotADay, parameters: { viewport: { defaultViewport: 'mobile1' } } };

export const PhoneCalendarOpen: Story = { ...CalendarOpen, parameters: { viewport: { defaultViewport: 'mobile1' } } };
