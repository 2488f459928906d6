import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useCrewsT, type CrewsKey } from '../../../i18n';

/** The crew's sub-pages, in the spec's route table order (part 2 §2). */
export const CREW_PAGES: Array<{ path: string; label: CrewsKey; end?: boolean }> = [
  { path: '', label: 'layout.menu.dashboard', end: true },
  { path: 'credentials', label: 'layout.menu.credentials' },
  { path: 'workers', label: 'layout.menu.workers' },
  { path: 'activity', label: 'layout.menu.activity' },
  { path: 'notes', label: 'layout.menu.notes' },
  { path: 'notifications', label: 'layout.menu.notifications' },
  { path: 'admin', label: 'layout.menu.admin' },
  { path: 'share-crew', label: 'layout.menu.share' },
];

const Nav = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// Wraps on a phone instead of scrolling sideways, so every page stays in sight.
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: inline-block;
  position: relative;
  padding: ${({ theme }) => `${theme.spacing(1.25)} ${theme.spacing(1.5)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }

  &.active::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: -1px;
    left: 0;
    height: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1)}`};
  }
`;

/** Links to the crew's pages; `base` is /crews/{id}. */
export function CrewMenu({ base }: { base: string }) {
  const { t } = useCrewsT();
  return (
    <Nav aria-label={t('layout.menu.label')}>
      <List>
        {CREW_PAGES.map((page) => (
          <li key={page.path}>
            <Item to={page.path ? `${base}/${page.path}` : base} end={page.end}>
              {t(page.label)}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
