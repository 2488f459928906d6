import { USER_GUIDES, type UserGuideKey } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

export interface GuideLinksProps {
  guides?: ReadonlyArray<{ key: UserGuideKey; url: string }>;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Audience = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A PDF document icon; decorative, the link's text names the guide. */
function PdfIcon() {
  const { t } = useSettingsT();
  return (
    <svg width="56" height="68" viewBox="0 0 56 68" aria-hidden="true" focusable="false">
      <path d="M4 2h34l16 16v46a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#fff" stroke="#a11d1d" strokeWidth="3" />
      <path d="M38 2v16h16" fill="#fdf0f0" stroke="#a11d1d" strokeWidth="3" strokeLinejoin="round" />
      <rect x="6" y="36" width="44" height="18" rx="3" fill="#a11d1d" />
      <text x="28" y="50" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="700" fill="#fff">
        {t('userGuides.pdf')}
      </text>
    </svg>
  );
}

/** The three user guides, each a PDF opened in a new tab. */
export function GuideLinks({ guides = USER_GUIDES }: GuideLinksProps) {
  const { t } = useSettingsT();
  return (
    <List aria-label={t('userGuides.listLabel')}>
      {guides.map((guide) => (
        <li key={guide.key}>
          <Link href={guide.url} target="_blank" rel="noopener">
            <PdfIcon />
            <Title>{t(`userGuides.guides.${guide.key}.title`)}</Title>
            <Audience>{t(`userGuides.guides.${guide.key}.audience`)}</Audience>
            <VisuallyHidden>{t('userGuides.newTab')}</VisuallyHidden>
          </Link>
        </li>
      ))}
    </List>
  );
}
