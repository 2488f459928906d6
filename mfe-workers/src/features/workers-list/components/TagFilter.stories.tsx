import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { tagSuggestions } from '../fixtures';
import { TagFilter } from './TagFilter';

const meta = {
  title: 'Workers/TagFilter',
  component: TagFilter,
  args: { tags: [], onChange: fn(), text: '', onTextChange: fn(), suggestions: [] },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof TagFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Half a name typed: the first suggestion is highlighted, and Enter takes it rather than the typed text. */
export const SuggestionHighlighted: Story = { args: { text: 'w', suggestions: tagSuggestions } };
/** Typed text with no suggestion (none yet, or none matches): Enter filters on the text as typed. */
export const NoSuggestion: Story = { args: { text: 'night sh' } };
export const LongTags: Story = {
  args: {
    tags: ['Confined space entry – supervisor on call', 'Night shift', 'Red Seal Steamfitter/Pipefitter (interprovincial)'],
  },
};
export const Phone: Story = { ...SuggestionHighlighted, globals: { viewport: { value: 'phone' } } };
