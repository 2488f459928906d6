import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { domains } from '../fixtures';
import { ApprovedDomains } from './ApprovedDomains';

const meta = {
  title: 'Jobs Feed/ApprovedDomains',
  component: ApprovedDomains,
  args: { domains, onAdd: fn(async () => undefined), onRemove: fn() },
} satisfies Meta<typeof ApprovedDomains>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Empty: Story = { args: { domains: [] } };
export const LongText: Story = {
  args: { domains: [{ id: 9, domain: 'careers.northern-alberta-general-contractors-association.example.ca', created_at_diff_for_humans: '1 year ago' }] },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
