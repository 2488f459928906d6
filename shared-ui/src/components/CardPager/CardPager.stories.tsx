import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Card } from '../Card/Card';
import { CardPager } from './CardPager';

const meta = {
  title: 'Navigation/CardPager',
  component: CardPager,
  args: { currentPage: 1, lastPage: 8, onPageChange: fn(), 'aria-label': 'Pages of referred customers' },
  render: function InCard(args) {
    const [page, setPage] = useState(args.currentPage);
    return (
      <Card title="Referred Customers" flush>
        <p style={{ padding: 20 }}>Page {page} of the list.</p>
        <CardPager
          {...args}
          currentPage={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange(next);
          }}
        />
      </Card>
    );
  },
} satisfies Meta<typeof CardPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = { args: { currentPage: 4 } };

/** One page: no footer, no rule under the list. */
export const SinglePage: Story = { args: { lastPage: 1 } };

export const Phone: Story = { args: { currentPage: 4 }, globals: { viewport: { value: 'phone' } } };
