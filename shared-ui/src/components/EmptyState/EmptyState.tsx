import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  icon?: IconName;
  /** When the state is the whole page (not found, not deployed), its title is the page's heading at this level. */
  headingLevel?: 1 | 2 | 3;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(5)} ${theme.spacing(2)}`};
  text-align: center;
`;

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing(1.5)};
`;

export function EmptyState({ title, description, action, icon, headingLevel }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? (
        <IconCircle>
          <Icon name={icon} size={24} />
        </IconCircle>
      ) : null}
      <Title as={headingLevel ? (`h${headingLevel}` as const) : undefined}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrapper>
  );
}
