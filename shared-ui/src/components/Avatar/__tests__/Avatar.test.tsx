import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../../testing/render';
import { theme } from '../../../theme/theme';
import { Avatar, initialsOf } from '../Avatar';

describe('Avatar', () => {
  it('shows the picture, named after the person', () => {
    renderUi(<Avatar name="Ada Fraser" pictureUrl="/files/ada.jpg" />);
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Fraser' })).toHaveAttribute('src', '/files/ada.jpg');
  });

  it('shows the initials when there is no picture, and says so', () => {
    renderUi(<Avatar name="Ada Maria Fraser" pictureUrl={null} />);
    expect(screen.getByRole('img', { name: 'Ada Maria Fraser has no profile picture' })).toHaveTextContent('AF');
  });

  it('falls back to the initials when the picture cannot be loaded', () => {
    renderUi(<Avatar name="Ada Fraser" pictureUrl="/files/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Profile picture of Ada Fraser' }));
    expect(screen.getByRole('img', { name: 'Ada Fraser has no profile picture' })).toHaveTextContent('AF');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderUi(<Avatar name="Ada Fraser" pictureUrl="/files/ada.jpg" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('keeps one colour per key, and the primary colour without one', () => {
    const { rerender } = renderUi(<Avatar name="Ada Fraser" pictureUrl={null} colorKey={9} decorative />);
    const circle = screen.getByText('AF');
    expect(circle).toHaveStyle({ background: '#0f766e', color: '#ffffff' });
    rerender(<Avatar name="Ada Fraser" pictureUrl={null} size={72} />);
    expect(screen.getByText('AF').parentElement).toHaveStyle({ background: theme.colors.primarySoft, width: '72px' });
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Maria Fraser')).toBe('AF');
    expect(initialsOf('  chantal   nguyen ')).toBe('CN');
  });

  it('uses one letter for a single name and a question mark for none', () => {
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('   ')).toBe('?');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('Émile 𝒵ola')).toBe('É𝒵');
  });
});
