import { screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { renderUi } from '../../testing/render';
import { theme } from '../theme';

const Swatch = styled.p`
  color: ${({ theme: t }) => t.colors.primary};
  padding: ${({ theme: t }) => t.spacing(2)};
`;

function Breakpoint() {
  const current = useTheme();
  return <span>mobile below {current.breakpoints.mobile}px</span>;
}

describe('theme', () => {
  it('spaces on an 8px grid', () => {
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.spacing(0.5)).toBe('4px');
  });

  it('has a colour for every status tone', () => {
    for (const tone of ['neutral', 'success', 'warning', 'danger', 'info'] as const) {
      expect(theme.tones[tone].fg).toMatch(/^#/);
    }
  });

  it('reaches styled components and hooks through PortalThemeProvider', () => {
    renderUi(
      <>
        <Swatch>Accent</Swatch>
        <Breakpoint />
      </>,
    );
    expect(screen.getByText('Accent')).toHaveStyle({ color: theme.colors.primary, padding: '16px' });
    expect(screen.getByText('mobile below 768px')).toBeInTheDocument();
  });
});
