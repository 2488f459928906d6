import type { ReactNode } from 'react';
import { Icon, type IconName, type Tone } from 'shared-ui';
import styled from 'styled-components';

export interface MessagePanelProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  tone?: Tone;
  /** Usually a Retry button. */
  action?: ReactNode;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  max-width: 520px;
  margin: ${({ theme }) => theme.spacing(6)} auto 0;
  padding: ${({ theme }) => `${theme.spacing(5)} ${theme.spacing(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    margin-top: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => `${theme.spacing(4)} ${theme.spacing(2.5)}`};
  }
`;

const IconCircle = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.spacing(0.5)};
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.div`
  max-width: 400px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing(1)};
`;

/** A whole-page message: an invalid link, a failed load, an unknown page. */
export function MessagePanel({ title, description, icon = 'info', tone = 'info', action }: MessagePanelProps) {
  return (
    <Panel>
      <IconCircle $tone={tone}>
        <Icon name={icon} size={28} />
      </IconCircle>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Panel>
  );
}
