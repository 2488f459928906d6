import type { ReactNode } from 'react';
import { Icon, LanguageSwitch, OfflineBanner } from 'shared-ui';
import styled, { createGlobalStyle } from 'styled-components';
import { usePublicT } from '../i18n';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Controls at the right of the top bar (Print); hidden on paper. */
  actions?: ReactNode;
  /** A line at the foot of the page, e.g. who can see it. */
  note?: ReactNode;
}

/** On paper: white background, no controls, colours kept (the Expired badge must still read as such). */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      margin: 14mm;
    }

    body {
      background: #ffffff;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }

    button,
    [data-print='hidden'] {
      display: none !important;
    }
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const CONTENT_WIDTH = '1040px';

const TopBar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Lined up with the page's content column. */
const TopBarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  max-width: ${CONTENT_WIDTH};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(3)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  }

  @media print {
    max-width: none;
    padding: 0 0 ${({ theme }) => theme.spacing(1)};
  }
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.25)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarAccent};
`;

const TopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-left: auto;
`;

const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  max-width: ${CONTENT_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing(4)} ${theme.spacing(3)} ${theme.spacing(6)}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2)} ${theme.spacing(4)}`};
  }

  @media print {
    max-width: none;
    padding: ${({ theme }) => theme.spacing(2)} 0 0;
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.spacing(2.5)} ${theme.spacing(3)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  @media print {
    padding: ${({ theme }) => theme.spacing(1)} 0 0;
  }
`;

/**
 * The frame of every token page: the brand, the language switch, the page's content and an optional footer line.
 * No portal chrome. The language is the one last chosen on this device, else the browser's; the switch remembers a
 * choice on this device only, as there is no user to store it on (ADR 13).
 */
export function PublicLayout({ children, actions, note }: PublicLayoutProps) {
  const { t } = usePublicT();
  return (
    <Page>
      <PrintStyle />
      <TopBar>
        <TopBarInner>
          <Brand>
            <BrandMark>
              <Icon name="credential" size={18} />
            </BrandMark>
            {t('layout.brand')}
          </Brand>
          <TopActions data-print="hidden">
            {actions}
            <LanguageSwitch />
          </TopActions>
        </TopBarInner>
      </TopBar>
      <Main>{children}</Main>
      {note ? <Footer>{note}</Footer> : null}
      <OfflineBanner />
    </Page>
  );
}
