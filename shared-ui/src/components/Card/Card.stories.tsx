import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Grid } from '../Layout/Layout';
import { Card } from './Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { RetryAlert } from '../RetryAlert/RetryAlert';
import { Skeleton } from '../Skeleton/Skeleton';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Total Workers',
    children: <p style={{ fontSize: 32, fontWeight: 700 }}>128</p>,
    onToggleExpand: fn(),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const WithActions: Story = {
  args: {
    title: 'Outstanding Invites',
    actions: (
      <Button size="sm" variant="secondary" icon="referrals">
        Invite
      </Button>
    ),
    children: 'No outstanding invites.',
  },
};

/** Expanding makes the card span the full row of the grid it sits in. */
export const ExpandableInGrid: Story = {
  render: function ExpandableInGrid(args) {
    const [expanded, setExpanded] = useState<string | null>(null);
    const toggle = (key: string) => setExpanded((current) => (current === key ? null : key));
    return (
      <Grid minColumnWidth={280}>
        {['Total Workers', 'Expiring Credentials', 'Total Crews'].map((title) => (
          <Card
            {...args}
            key={title}
            title={title}
            expandable
            expanded={expanded === title}
            onToggleExpand={() => toggle(title)}
          >
            Content of {title}.
          </Card>
        ))}
      </Grid>
    );
  },
};

export const Loading: Story = {
  args: { children: <Skeleton lines={4} height={18} label="Loading workers" /> },
};

export const LoadFailed: Story = {
  args: { children: <RetryAlert onRetry={fn()}>Could not load the workers.</RetryAlert> },
};

export const Empty: Story = {
  args: { title: 'Total Crews', children: <EmptyState icon="crews" title="No crews yet" description="Crews you create show here." /> },
};

export const LongText: Story = {
  args: {
    title: 'Credentials expiring in the next ninety days across every crew and every site of the company',
    children: 'Renew them before they lapse so nobody is sent home from site for a missing ticket.',
  },
};

export const Phone: Story = { ...LongText, parameters: { viewport: { defaultViewport: 'mobile1' } } };
