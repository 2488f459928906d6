import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { CardData } from './CardData';

const invites = ['ada@example.com', 'grace@example.com', 'katherine@example.com'];

const meta = {
  title: 'Feedback/CardData',
  component: CardData<string[]>,
  args: {
    data: invites,
    onRetry: fn(),
    failedText: 'Could not load the outstanding invites.',
    loadingLabel: 'Loading the outstanding invites',
    children: (names: string[]) => (
      <ul style={{ margin: 0, padding: 20 }}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
  render: (args) => (
    <Card title="Outstanding Invites" flush>
      <CardData {...args} />
    </Card>
  ),
} satisfies Meta<typeof CardData<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { data: undefined, loadingLines: 4 } };

export const LoadFailed: Story = { args: { data: undefined, error: new Error('offline') } };

/** A refresh that fails keeps the invites already shown. */
export const RefreshFailed: Story = { args: { error: new Error('offline') } };

export const Phone: Story = { args: { data: undefined, error: new Error('offline') }, globals: { viewport: { value: 'phone' } } };
