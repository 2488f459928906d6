import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Worker details',
    items: [
      { value: 'details', label: 'Details' },
      { value: 'edit', label: 'Edit Details' },
      { value: 'contacts', label: 'Contacts' },
    ],
    value: 'details',
    onChange: fn(),
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div>
        <Tabs
          {...args}
          value={value}
          panelIdPrefix="story-panel"
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <div role="tabpanel" id={`story-panel-${value}`} style={{ padding: 16 }}>
          Showing the “{value}” tab. Use ← → Home End to move between tabs.
        </div>
      </div>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkerDetails: Story = {};

export const CredentialsPage: Story = {
  args: {
    'aria-label': 'Credentials',
    items: [
      { value: 'all', label: 'All Credentials' },
      { value: 'review', label: 'Needs Review' },
      { value: 'bulk', label: 'Bulk Uploads' },
      { value: 'parse', label: 'Parse Jobs' },
    ],
    value: 'all',
  },
};

/** On a phone the list scrolls sideways; a tab selected out of sight (here on load) is scrolled into view. */
export const ManyTabsOnPhone: Story = {
  args: {
    items: [
      { value: 'details', label: 'Details' },
      { value: 'edit', label: 'Edit Details' },
      { value: 'contacts', label: 'Contacts' },
      { value: 'credentials', label: 'Credentials' },
      { value: 'time-logs', label: 'Time Logs' },
      { value: 'notes', label: 'Notes' },
      { value: 'documents', label: 'Documents' },
    ],
    value: 'notes',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
