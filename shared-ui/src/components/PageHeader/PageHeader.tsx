import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.mobile} {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

const Titles = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Header>
      <Titles>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Titles>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
