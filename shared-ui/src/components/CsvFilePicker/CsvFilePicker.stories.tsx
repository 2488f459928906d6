import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CsvFilePicker } from './CsvFilePicker';

const meta = {
  title: 'Forms/CsvFilePicker',
  component: CsvFilePicker,
  args: { file: null, disabled: false, onChoose: fn() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <CsvFilePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof CsvFilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const Chosen: Story = { args: { file: { name: 'crew-tickets-march.csv', size: 48_300 } } };

/** While the file is being sent, another cannot be chosen. */
export const Sending: Story = { args: { file: { name: 'crew-tickets-march.csv', size: 48_300 }, disabled: true } };
