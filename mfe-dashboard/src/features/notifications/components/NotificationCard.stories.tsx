import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longCard, notificationCards } from '../fixtures';
import { NotificationCard } from './NotificationCard';

const meta = {
  title: 'Dashboard/Notifications/NotificationCard',
  component: NotificationCard,
  args: { notification: notificationCards[2] },
} satisfies Meta<typeof NotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};
/** Unread, with a link to the fulfilled document. */
export const FulfilledDocument: Story = { args: { notification: notificationCards[0] } };
/** Opens the bulk upload's details window (the credentials remote's page, by URL). */
export const BulkUpload: Story = { args: { notification: notificationCards[1] } };
export const LongText: Story = { args: { notification: longCard } };
export const Phone: Story = { args: { notification: notificationCards[1] }, globals: { viewport: { value: 'phone' } } };
