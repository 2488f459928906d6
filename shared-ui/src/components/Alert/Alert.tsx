import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/theme';
import { Icon, type IconName } from '../Icon/Icon';

export type AlertTone = Tone;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links shown after the text. */
  action?: ReactNode;
}

const icons: Record<AlertTone, IconName> = {
  neutral: 'info',
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'warning',
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};

  & > svg {
    flex: none;
    margin-top: 1px;
  }
`;

const Text = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function Alert({ tone = 'info', title, children, action, role, ...rest }: AlertProps) {
  // Problems interrupt the screen reader; everything else is announced politely.
  const defaultRole = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box $tone={tone} role={role ?? defaultRole} {...rest}>
      <Icon name={icons[tone]} size={20} />
      <Text>
        {title ? <Title>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
      </Text>
      {action}
    </Box>
  );
}
