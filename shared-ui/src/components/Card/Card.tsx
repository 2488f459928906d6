import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { useUiT } from '../../i18n/ui';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Extra controls shown at the right of the header (links, buttons, toggles). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Shows an expand/retract button; the caller owns the state. */
  expandable?: boolean;
  expanded?: boolean;
  onToggleExpand?: () => void;
  /** Removes the body padding, for edge-to-edge tables. */
  flush?: boolean;
}

const Section = styled.section<{ $expanded: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* Inside a grid an expanded card spans the full row. */
  grid-column: ${({ $expanded }) => ($expanded ? '1 / -1' : 'auto')};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  margin-left: auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Body = styled.div<{ $flush: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme, $flush }) => ($flush ? 0 : theme.spacing(2.5))};
  /* Edge-to-edge blocks stack in a column, so a footer with margin-top: auto sits at the bottom of a card
     stretched to the height of its grid row instead of floating under shorter content. */
  ${({ $flush }) => ($flush ? 'display: flex; flex-direction: column;' : '')}

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme, $flush }) => ($flush ? 0 : theme.spacing(2))};
  }
`;

const ExpandButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function Card({
  title,
  actions,
  children,
  expandable = false,
  expanded = false,
  onToggleExpand,
  flush = false,
  ...rest
}: CardProps) {
  const titleId = useId();
  const { t } = useUiT();
  const hasHeader = title !== undefined || actions !== undefined || expandable;
  return (
    <Section
      $expanded={expandable && expanded}
      aria-labelledby={title !== undefined ? titleId : undefined}
      {...rest}
    >
      {hasHeader ? (
        <Header>
          {title !== undefined ? <Title id={titleId}>{title}</Title> : null}
          {actions !== undefined || expandable ? (
            <Actions>
              {actions}
              {expandable ? (
                <ExpandButton
                  type="button"
                  aria-label={expanded ? t('card.retract') : t('card.expand')}
                  onClick={onToggleExpand}
                >
                  <Icon name={expanded ? 'collapse' : 'expand'} size={18} />
                </ExpandButton>
              ) : null}
            </Actions>
          ) : null}
        </Header>
      ) : null}
      <Body $flush={flush}>{children}</Body>
    </Section>
  );
}
