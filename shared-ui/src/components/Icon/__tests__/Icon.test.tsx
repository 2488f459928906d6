import { screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { Icon, iconNames } from '../Icon';

describe('Icon', () => {
  it('is hidden from assistive tech when decorative', () => {
    const { container } = renderUi(<Icon name="bell" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is announced by its title when given one', () => {
    renderUi(<Icon name="warning" title="Expired" />);
    expect(screen.getByRole('img', { name: 'Expired' })).toBeInTheDocument();
  });

  it('draws every named icon', () => {
    const { container } = renderUi(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg.childElementCount).toBeGreaterThan(0);
    }
    expect(container.querySelectorAll('svg')).toHaveLength(iconNames.length);
  });
});
