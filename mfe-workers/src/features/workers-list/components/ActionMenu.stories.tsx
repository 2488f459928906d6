import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icon } from 'shared-ui';
import { fn } from 'storybook/test';
import { ActionMenu } from './ActionMenu';

const meta = {
  title: 'Workers/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'Actions for Ada Fraser',
    items: [
      { key: 'view', label: 'View', onSelect: fn() },
      { key: 'notes', label: 'Notes', onSelect: fn() },
      { key: 'deactivate', label: 'Deactivate', tone: 'danger', onSelect: fn() },
    ],
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: 160 }}>{Story()}</div>],
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDots: Story = {};
export const HeaderButton: Story = {
  args: {
    label: 'Worker actions',
    variant: 'button',
    trigger: (
      <>
        Actions <Icon name="chevron-right" size={16} style={{ transform: 'rotate(90deg)' }} />
      </>
    ),
    items: [
      { key: 'create', label: 'Create', onSelect: fn() },
      { key: 'import', label: 'Import', onSelect: fn() },
      { key: 'export', label: 'Export', onSelect: fn() },
      { key: 'test-workers', label: 'Add Test Workers', onSelect: fn() },
    ],
  },
};
