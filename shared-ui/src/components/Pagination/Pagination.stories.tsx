import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { currentPage: 1, lastPage: 12, onPageChange: fn() },
  render: function Controlled(args) {
    const [page, setPage] = useState(args.currentPage);
    return (
      <Pagination
        {...args}
        currentPage={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = { args: { currentPage: 6 } };

export const FewPages: Story = { args: { lastPage: 4 } };

/** Nothing is rendered when everything fits on one page. */
export const SinglePage: Story = { args: { lastPage: 1 } };

export const Phone: Story = { args: { currentPage: 6 }, globals: { viewport: { value: 'phone' } } };

/** Phones show Previous, "Page N of M" and Next on one line; the phone viewport applies that media query. */
export const ManyPagesOnPhone: Story = {
  args: { currentPage: 57, lastPage: 120 },
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
