import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'workers', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <Icon {...args} name={name} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
