import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';

/** The platform's logo letters: a brand mark, not a word to translate. */
const LOGO_LETTERS = 'TL';

const Mark = styled.svg`
  flex: none;
  vertical-align: middle;
`;

/** The wider platform's logo, shown beside workers linked to a platform account. */
export function PlatformBadge({ size = 20 }: { size?: number }) {
  const { t } = useWorkersT();
  return (
    <Mark width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={t('card.linkedAccount')}>
      <title>{t('card.linkedAccount')}</title>
      <rect width="20" height="20" rx="5" fill="#f97316" />
      <text x="10" y="14" textAnchor="middle" fontSize="9.5" fontWeight="700" fill="#ffffff" fontFamily="Arial, sans-serif">
        {LOGO_LETTERS}
      </text>
    </Mark>
  );
}
