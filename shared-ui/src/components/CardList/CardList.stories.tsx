import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../Card/Card';
import { CardList, CardListItem } from './CardList';

const features = [
  ['Crews', 'Group workers by site and follow their credentials.'],
  ['Jobs Feed', 'Publish open positions to your careers page.'],
  ['Referrals', 'Invite the companies you work with to the portal.'],
];

const meta = {
  title: 'Layout/CardList',
  component: CardList,
  render: () => (
    <Card title="Features" flush>
      <CardList aria-label="Features">
        {features.map(([name, description]) => (
          <CardListItem key={name}>
            <strong>{name}</strong>
            <p>{description}</p>
          </CardListItem>
        ))}
      </CardList>
    </Card>
  ),
} satisfies Meta<typeof CardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
