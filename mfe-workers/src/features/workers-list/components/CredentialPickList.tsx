import { useState } from 'react';
import type { UniqueCredential } from 'shared-api';
import { Button, matchesSearch, RetryAlert, Skeleton, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT } from '../../../i18n';

export interface CredentialPickListProps {
  /** undefined while loading. */
  credentials: UniqueCredential[] | undefined;
  error?: string;
  onRetry: () => void;
  selected: number[];
  onChange: (selected: number[]) => void;
}

const Wrapper = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const List = styled.ul`
  max-height: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(0.5)};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
`;

const Row = styled.li`
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => `${theme.spacing(0.75)} ${theme.spacing(1)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  }

  input {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Nothing = styled.li`
  padding: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** Credentials to add as export columns (one per credential, with its expiry): a filterable checkbox list. */
export function CredentialPickList({ credentials, error, onRetry, selected, onChange }: CredentialPickListProps) {
  const [filter, setFilter] = useState('');
  const { t } = useWorkersT();
  // Without case or accents: "securite" finds Sécurité.
  const shown = (credentials ?? []).filter((credential) => matchesSearch(credential.label, filter.trim()));

  function toggle(id: number, checked: boolean) {
    onChange(checked ? [...selected, id] : selected.filter((current) => current !== id));
  }

  return (
    <Wrapper>
      <legend>{t('export.credentials')}</legend>
      {error ? (
        <RetryAlert onRetry={onRetry}>{t('export.credentialsFailed', { message: error })}</RetryAlert>
      ) : credentials === undefined ? (
        <Skeleton lines={4} height={18} label={t('export.loadingCredentials')} />
      ) : (
        <>
          <TextField label={t('export.findCredential')} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          <Meta>
            <span>{selected.length === 0 ? t('export.noneChosen') : t('export.chosen', { count: selected.length })}</span>
            {selected.length > 0 ? (
              <Button variant="link" size="sm" onClick={() => onChange([])}>
                {t('export.clear')}
              </Button>
            ) : null}
          </Meta>
          <List aria-label={t('export.credentialsToExport')}>
            {shown.length === 0 ? (
              <Nothing>{credentials.length === 0 ? t('export.noCredentials') : t('export.noMatch')}</Nothing>
            ) : (
              shown.map((credential) => (
                <Row key={credential.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={selected.includes(credential.id)}
                      onChange={(event) => toggle(credential.id, event.target.checked)}
                    />
                    {credential.label}
                  </label>
                </Row>
              ))
            )}
          </List>
        </>
      )}
    </Wrapper>
  );
}
