import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { notifications } from '../../../fixtures';
import { NotificationList } from './NotificationList';

const meta = { title: 'Crews/NotificationList', component: NotificationList, args: { notifications } } satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { notifications: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  args: {
    notifications: [
      {
        ...notifications[0],
        id: 2,
        message: 'Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay was added to Fort McMurray Shutdown – Unit 3 Mechanical, Electrical and Instrumentation Crew, which follows 14 credentials she has not uploaded yet.',
      },
      ...notifications,
    ],
  },
};
