import type { ExpiringFilter } from 'shared-api';
import { SelectField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';
import { EXPIRING_CHOICES } from '../utils/credentialsQuery';

export interface CredentialsFiltersProps {
  /** What is typed; the page applies it once typing pauses. */
  search: string;
  onSearchChange: (search: string) => void;
  expiring: ExpiringFilter;
  onExpiringChange: (expiring: ExpiringFilter) => void;
  review: '' | 'needs_review';
  onReviewChange: (review: '' | 'needs_review') => void;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 200px 200px;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

export function CredentialsFilters({ search, onSearchChange, expiring, onExpiringChange, review, onReviewChange }: CredentialsFiltersProps) {
  const { t } = useCredentialsT();
  const options = EXPIRING_CHOICES.map((value) => ({ value, label: expiringLabel(value) }));

  function expiringLabel(value: ExpiringFilter): string {
    if (value === '') return t('filters.all');
    if (value === 'expired') return t('filters.expired');
    return t('filters.days', { count: Number.parseInt(value, 10) });
  }

  return (
    <Bar role="search" aria-label={t('filters.label')}>
      <TextField
        label={t('filters.search')}
        type="search"
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <SelectField
        label={t('filters.expiring')}
        options={options}
        value={expiring}
        onChange={(event) => onExpiringChange(event.target.value as ExpiringFilter)}
      />
      <SelectField
        label={t('filters.review')}
        options={[
          { value: '', label: t('filters.all') },
          { value: 'needs_review', label: t('filters.needsReview') },
        ]}
        value={review}
        onChange={(event) => onReviewChange(event.target.value === 'needs_review' ? 'needs_review' : '')}
      />
    </Bar>
  );
}
