import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Workers',
    description: 'Everyone on your books, their credentials and their crews.',
    actions: (
      <>
        <Button variant="secondary">Import</Button>
        <Button icon="workers">Create</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};

export const TitleOnly: Story = { args: { title: 'Admins', description: undefined, actions: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
