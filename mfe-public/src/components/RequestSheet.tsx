import type { ReactNode } from 'react';
import { Icon, type IconName } from 'shared-ui';
import styled from 'styled-components';

export interface RequestSheetProps {
  /** Small line above the title naming the kind of page, e.g. 'Credential request'. */
  eyebrow: string;
  eyebrowIcon?: IconName;
  /** The page's one h1. */
  title: ReactNode;
  /** Who asks for what, and their message. */
  intro?: ReactNode;
  /** The form. */
  children: ReactNode;
}

const Sheet = styled.article`
  max-width: 640px;
  margin: 0 auto;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(4)} ${theme.spacing(2.5)}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(2.5)} ${theme.spacing(2)} ${theme.spacing(2)}`};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(4)} ${theme.spacing(4)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(2.5)} ${theme.spacing(2)} ${theme.spacing(3)}`};
  }
`;

/** The one card of a request page: what is asked and by whom above, the worker's answer below. */
export function RequestSheet({ eyebrow, eyebrowIcon = 'credential', title, intro, children }: RequestSheetProps) {
  return (
    <Sheet>
      <Head>
        <Eyebrow>
          <Icon name={eyebrowIcon} size={16} />
          {eyebrow}
        </Eyebrow>
        <Title>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
      </Head>
      <Body>{children}</Body>
    </Sheet>
  );
}

/** A quoted note from the person who asked, kept as they wrote it (line breaks included). */
export const RequesterMessage = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;

  figcaption,
  cite {
    display: block;
    margin-bottom: ${({ theme }) => theme.spacing(0.5)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-style: normal;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: normal;
  }
`;

/** The fields of a request form, one under the other; the submit row last. */
export const FormFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
`;

/** Two short fields (the dates) side by side on a wide screen, stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(2.5)};
  }
`;
