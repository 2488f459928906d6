import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { useUiT } from '../../i18n/ui';
import en from '../../i18n/en-CA.json';

/**
 * The notice in English (the en-CA catalog's text), which the server also sends as the 403 message of a feature the
 * customer lacks; the component shows it in the reader's language.
 */
export const FEATURE_UNAVAILABLE_TEXT: string = en.featureUnavailable.text;

export interface FeatureUnavailableProps {
  /** The page or preview shown blurred behind the notice; it cannot be reached by mouse or keyboard. */
  children?: ReactNode;
}

const Container = styled.div`
  position: relative;
  min-height: 320px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Behind = styled.div`
  filter: blur(3px) grayscale(0.4);
  opacity: 0.55;
  pointer-events: none;
  user-select: none;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: rgba(243, 245, 249, 0.6);
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  max-width: 440px;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Covers a feature the customer has not bought, keeping its shape visible behind a notice. */
export function FeatureUnavailable({ children }: FeatureUnavailableProps) {
  const { t } = useUiT();
  return (
    <Container>
      <Behind aria-hidden="true" inert>
        {children}
      </Behind>
      <Overlay>
        <Notice role="note">
          <Badge>
            <Icon name="info" size={24} />
          </Badge>
          <Text>{t('featureUnavailable.text')}</Text>
        </Notice>
      </Overlay>
    </Container>
  );
}
