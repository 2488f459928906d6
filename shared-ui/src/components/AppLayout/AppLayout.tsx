import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { useUiT } from '../../i18n/ui';

export interface AppLayoutProps {
  /** Usually a <Sidebar>. */
  sidebar: ReactNode;
  /** Shown next to the menu button in the phone top bar, e.g. the brand. */
  topBar?: ReactNode;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

const Shell = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  min-height: 100vh;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.spacing(1)};
  left: ${({ theme }) => theme.spacing(1)};
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const TopBar = styled.header`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndices.topBar};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    height: ${({ theme }) => theme.layout.topBarHeight};
    padding: 0 ${({ theme }) => theme.spacing(1)};
    background: ${({ theme }) => theme.colors.sidebar};
    color: ${({ theme }) => theme.colors.sidebarTextActive};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.sidebarAccent};
  }
`;

const DrawerClose = styled(IconButton)`
  display: none;
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
  color: ${({ theme }) => theme.colors.sidebarTextActive};

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

const Aside = styled.aside`
  position: sticky;
  top: 0;
  height: 100vh;
  background: ${({ theme }) => theme.colors.sidebar};

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.sidebar};
    width: min(288px, 85vw);
    height: auto;
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${({ theme }) => theme.transitions.normal},
      visibility ${({ theme }) => theme.transitions.normal};

    &[data-open='true'] {
      transform: none;
      visibility: visible;
    }
  }
`;

const Backdrop = styled.div`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.sidebar - 1};
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

/** Sidebar and content; on phones the sidebar becomes a drawer behind a menu button. */
export function AppLayout({ sidebar, topBar, children }: AppLayoutProps) {
  const { t } = useUiT();
  const location = useLocation();
  const sidebarId = useId();
  // Remembering which location the drawer was opened at closes it on any navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  function close(returnFocus: boolean) {
    setOpenedAt(null);
    if (returnFocus) menuButtonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>{t('appLayout.skipToContent')}</SkipLink>
      <TopBar>
        <IconButton
          ref={menuButtonRef}
          type="button"
          aria-label={t('appLayout.openMenu')}
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpenedAt(location.key)}
        >
          <Icon name="menu" size={22} />
        </IconButton>
        {topBar}
      </TopBar>
      {open ? <Backdrop data-testid="sidebar-backdrop" onClick={() => close(false)} /> : null}
      <Aside id={sidebarId} data-open={open}>
        {open ? (
          <DrawerClose ref={closeButtonRef} type="button" aria-label={t('appLayout.closeMenu')} onClick={() => close(true)}>
            <Icon name="close" size={20} />
          </DrawerClose>
        ) : null}
        {sidebar}
      </Aside>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
    </Shell>
  );
}
