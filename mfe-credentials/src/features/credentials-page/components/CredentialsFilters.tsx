import type { ExpiringFilter } from 'shared-api';
import { SelectField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { EXPIRING_OPTIONS } from '../utils/credentialsQuery';

export interface CredentialsFiltersProps {
  /** What is typed; the page applies it once typing pauses. */
  search: string;
  onSearchChange: (search: string) => void;
  expiring: ExpiringFilter;
  onExpiringChange: (expiring: ExpiringFilter) => void;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 200px;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;

export function CredentialsFilters({ search, onSearchChange, expiring, onExpiringChange }: CredentialsFiltersProps) {
  return (
    <Bar role="search" aria-label="Filter credentials">
      <TextField
        label="Search"
        type="search"
        placeholder="Worker, credential or document number"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <SelectField
        label="Expiring"
        options={EXPIRING_OPTIONS}
        value={expiring}
        onChange={(event) => onExpiringChange(event.target.value as ExpiringFilter)}
      />
    </Bar>
  );
}
