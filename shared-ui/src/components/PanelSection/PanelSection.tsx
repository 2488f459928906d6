import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PanelSectionProps {
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2.5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A titled block inside a side panel, named by its title. Unlike a Card its header has no rule
 * under it and its content is not padded apart, so blocks stacked in a narrow panel stay compact.
 */
export function PanelSection({ title, actions, children }: PanelSectionProps) {
  return (
    <Box aria-label={title}>
      <Header>
        <Title>{title}</Title>
        {actions}
      </Header>
      {children}
    </Box>
  );
}
