import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../../testing/render';
import { Card } from '../Card';

function ExpandableCard({ onToggle }: { onToggle: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Card
      title="Total Workers"
      expandable
      expanded={expanded}
      onToggleExpand={() => {
        onToggle();
        setExpanded((value) => !value);
      }}
    >
      42
    </Card>
  );
}

describe('Card', () => {
  it('is a region named by its title, with its content and header actions', () => {
    renderUi(
      <Card title="Total Crews" actions={<a href="/crews">View All Crews</a>}>
        3 crews
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Total Crews' });
    expect(region).toHaveTextContent('3 crews');
    expect(screen.getByRole('heading', { name: 'Total Crews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Crews' })).toBeInTheDocument();
  });

  it('has no expand button unless expandable', () => {
    renderUi(<Card title="Plain">Body</Card>);
    expect(screen.queryByRole('button', { name: 'Expand card' })).not.toBeInTheDocument();
  });

  it('toggles between expand and retract', async () => {
    const onToggle = jest.fn();
    renderUi(<ExpandableCard onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retract card' }));
    expect(screen.getByRole('button', { name: 'Expand card' })).toBeInTheDocument();
    expect(onToggle).toHaveBeenCalledTimes(2);
  });
});
