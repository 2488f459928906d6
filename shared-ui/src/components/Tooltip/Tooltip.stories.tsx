import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Worker id 10482',
    children: <Button variant="link">Priya Natarajan</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverOrFocus: Story = {};

export const OnAnIconButton: Story = {
  args: {
    content: 'Retry loading this section',
    children: <Button variant="ghost" size="sm" icon="retry" aria-label="Retry" />,
  },
};
