import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { theme } from '../../../theme/theme';
import { Badge } from '../Badge';

describe('Badge', () => {
  it('shows its label in the colours of its tone', () => {
    renderUi(<Badge tone="danger">Expired</Badge>);
    expect(screen.getByText('Expired')).toHaveStyle({
      color: theme.tones.danger.fg,
      background: theme.tones.danger.bg,
    });
  });

  it('is fully rounded as a pill', () => {
    renderUi(
      <Badge shape="pill" tone="success">
        Active
      </Badge>,
    );
    expect(screen.getByText('Active')).toHaveStyle({ borderRadius: theme.radii.pill });
  });
});
