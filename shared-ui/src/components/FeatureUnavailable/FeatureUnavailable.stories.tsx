import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { PageHeader } from '../PageHeader/PageHeader';
import { FeatureUnavailable } from './FeatureUnavailable';

function CrewsPreview() {
  return (
    <div style={{ padding: 24 }}>
      <PageHeader title="Crews" actions={<Button icon="crews">Create crew</Button>} />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {['Level 3 Fit-out', 'Night Shift Electrical', 'Scaffold Team A'].map((name) => (
          <Card key={name} title={name} actions={<Badge tone="info">6 workers</Badge>}>
            Site crew
          </Card>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Feedback/FeatureUnavailable',
  component: FeatureUnavailable,
  args: { children: <CrewsPreview /> },
} satisfies Meta<typeof FeatureUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverAPage: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
