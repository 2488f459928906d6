import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { PanelSection } from './PanelSection';

const meta = {
  title: 'Components/PanelSection',
  component: PanelSection,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Personal Information',
    children: <p>Born 12 March 1988 in Halifax, Nova Scotia.</p>,
  },
} satisfies Meta<typeof PanelSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const WithActions: Story = {
  args: {
    title: 'Credentials',
    actions: <Button size="sm">+ Add Credential</Button>,
    children: <p>3 credentials · 1 expired</p>,
  },
};
