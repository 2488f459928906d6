import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CsvReadingNote } from './CsvReadingNote';

const meta = {
  title: 'Forms/CsvReadingNote',
  component: CsvReadingNote,
  args: {
    reading: { delimiter: 'semicolon', encoding: 'windows-1252', byte_order_mark: false, encoding_certain: true },
    onChooseEncoding: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <CsvReadingNote {...args} />
    </div>
  ),
} satisfies Meta<typeof CsvReadingNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Excel's "CSV (comma delimited)" under French-Canadian Windows settings. */
export const ExcelInFrench: Story = {};

export const Utf8WithByteOrderMark: Story = {
  args: { reading: { delimiter: 'comma', encoding: 'utf-8', byte_order_mark: true, encoding_certain: true } },
};

/** Bytes that could be Mac Roman or Windows-1252: the person is asked which program saved the file. */
export const Unsure: Story = {
  args: { reading: { delimiter: 'tab', encoding: 'macintosh', byte_order_mark: false, encoding_certain: false } },
};
