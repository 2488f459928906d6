import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DEFAULT_WORKER_FILTERS } from 'shared-api';
import { fn } from 'storybook/test';
import { tagSuggestions } from '../fixtures';
import { FiltersBar } from './FiltersBar';

const meta = {
  title: 'Workers/FiltersBar',
  component: FiltersBar,
  args: { filters: DEFAULT_WORKER_FILTERS, onChange: fn(), tagText: '', onTagTextChange: fn(), tagSuggestions: [] },
} satisfies Meta<typeof FiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Filtered: Story = {
  args: {
    filters: { ...DEFAULT_WORKER_FILTERS, order_by: 'newest', active: '', has_crews: 'false', worker_tags: ['Welding', 'Night shift'], search: 'fraser' },
    onReset: fn(),
  },
};
/** Suggestions show while text is typed (the page fetches them after a 500 ms pause). */
export const TagSuggestions: Story = { args: { tagText: 'w', tagSuggestions } };
export const Phone: Story = { ...Filtered, globals: { viewport: { value: 'phone' } } };
