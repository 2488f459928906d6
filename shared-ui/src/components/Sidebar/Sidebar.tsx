import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Icon, type IconName } from '../Icon/Icon';
import { useUiT } from '../../i18n/ui';

export interface NavItem {
  key: string;
  label: string;
  /** Route path, or a full URL when `external`. */
  to: string;
  icon: IconName;
  /** Opens in a new tab. */
  external?: boolean;
  /** Rendered indented under this item. */
  children?: NavItem[];
  /** Active only on exactly `to`, not on its sub-paths. */
  end?: boolean;
  /** A count shown at the end of the item (unread notifications); nothing when 0 or absent. */
  badge?: number;
}

export interface SidebarProps {
  brand: ReactNode;
  items: NavItem[];
  /** Shown at the bottom of the navigation. */
  pinnedItems: NavItem[];
  /** Under everything, e.g. the signed-in user and a sign-out button. */
  footer?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  color: ${({ theme }) => theme.colors.sidebarText};

  /* The light default ring would disappear against the navy background. */
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.sidebarAccent};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)}`};
  color: ${({ theme }) => theme.colors.sidebarTextActive};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Nav = styled.nav`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)} ${theme.spacing(2)}`};
`;

const List = styled.ul<{ $nested?: boolean; $pinned?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $nested, theme }) =>
    $nested &&
    css`
      margin: 2px 0 2px ${theme.spacing(2.5)};
      padding-left: ${theme.spacing(1)};
      border-left: 1px solid ${theme.colors.sidebarBorder};
    `}

  ${({ $pinned, theme }) =>
    $pinned &&
    css`
      margin-top: auto;
      padding-top: ${theme.spacing(1.5)};
      border-top: 1px solid ${theme.colors.sidebarBorder};
    `}
`;

const linkStyles = css<{ $nested?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-height: ${({ $nested }) => ($nested ? '34px' : '40px')};
  padding: ${({ theme }) => `0 ${theme.spacing(1.5)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  font-size: ${({ theme, $nested }) => ($nested ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: rgba(255, 255, 255, 0.06);
    color: ${({ theme }) => theme.colors.sidebarTextActive};
  }

  & > svg {
    flex: none;
  }
`;

const InternalLink = styled(NavLink)<{ $nested?: boolean }>`
  ${linkStyles}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarRaised};
    color: ${({ theme }) => theme.colors.sidebarTextActive};
  }

  &[aria-current='page']::before {
    content: '';
    position: absolute;
    left: 0;
    top: 8px;
    bottom: 8px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${({ theme }) => theme.colors.sidebarAccent};
  }
`;

const ExternalLink = styled.a<{ $nested?: boolean }>`
  ${linkStyles}
`;

const Label = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Above 99 the pill would widen the column; the exact number is still read out. */
const MAX_SHOWN = 99;

const Count = styled.span`
  flex: none;
  min-width: 22px;
  padding: 1px ${({ theme }) => theme.spacing(0.75)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sidebarAccent};
  color: ${({ theme }) => theme.colors.sidebar};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  text-align: center;
`;

function Badge({ count }: { count?: number }) {
  const { t } = useUiT();
  if (!count || count <= 0) return null;
  return (
    <>
      <Count aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</Count>
      <VisuallyHidden> {t('sidebar.badge', { count })}</VisuallyHidden>
    </>
  );
}

const Footer = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
`;

function NavEntry({ item, nested }: { item: NavItem; nested: boolean }) {
  const { t } = useUiT();
  const iconSize = nested ? 16 : 20;
  return (
    <li>
      {item.external ? (
        <ExternalLink href={item.to} target="_blank" rel="noopener noreferrer" $nested={nested}>
          <Icon name={item.icon} size={iconSize} />
          <Label>{item.label}</Label>
          <Icon name="external" size={14} />
          <VisuallyHidden> {t('sidebar.opensInNewTab')}</VisuallyHidden>
        </ExternalLink>
      ) : (
        <InternalLink to={item.to} end={item.end} $nested={nested}>
          <Icon name={item.icon} size={iconSize} />
          <Label>{item.label}</Label>
          <Badge count={item.badge} />
        </InternalLink>
      )}
      {item.children && item.children.length > 0 ? <NavList items={item.children} nested /> : null}
    </li>
  );
}

function NavList({ items, nested = false, pinned = false }: { items: NavItem[]; nested?: boolean; pinned?: boolean }) {
  return (
    <List $nested={nested} $pinned={pinned}>
      {items.map((item) => (
        <NavEntry key={item.key} item={item} nested={nested} />
      ))}
    </List>
  );
}

/** The portal's navigation column. It shows exactly the items it is given. */
export function Sidebar({ brand, items, pinnedItems, footer }: SidebarProps) {
  const { t } = useUiT();
  return (
    <Wrapper>
      <Brand>{brand}</Brand>
      <Nav aria-label={t('sidebar.label')}>
        <NavList items={items} />
        {pinnedItems.length > 0 ? <NavList items={pinnedItems} pinned /> : null}
      </Nav>
      {footer ? <Footer>{footer}</Footer> : null}
    </Wrapper>
  );
}
