import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { issuers } from '../fixtures';
import { IssuerList } from './IssuerList';

const meta = {
  title: 'Credentials/IssuerList',
  component: IssuerList,
  args: { issuers, onEdit: fn() },
} satisfies Meta<typeof IssuerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Empty: Story = { args: { issuers: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
