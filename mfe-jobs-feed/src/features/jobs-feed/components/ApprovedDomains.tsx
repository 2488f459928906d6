import { useState, type FormEvent } from 'react';
import { formErrorsFrom, type ApprovedDomain } from 'shared-api';
import { Button, EmptyState, TextField } from 'shared-ui';
import styled from 'styled-components';
import { getJobsFeedT, useJobsFeedT } from '../../../i18n';
import { domainError, normaliseDomain } from '../utils/domain';

export interface ApprovedDomainsProps {
  domains: ApprovedDomain[];
  /** Adds the (normalised) domain on the server; a rejected ApiError's message shows beside the field. */
  onAdd: (domain: string) => Promise<unknown>;
  onRemove: (domain: ApprovedDomain) => void;
}

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};

  & > :first-child {
    flex: 1 1 auto;
  }

  & > button {
    margin-top: 27px;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(1.5)}`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Domain = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Added = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The sites whose pages may read the feed from a browser (the feed's CORS allows exactly these origins). */
export function ApprovedDomains({ domains, onAdd, onRemove }: ApprovedDomainsProps) {
  const { t } = useJobsFeedT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = domainError(typed, domains.map(({ domain }) => domain));
    setError(found);
    if (found) return;
    setSaving(true);
    try {
      await onAdd(normaliseDomain(typed));
      setTyped('');
    } catch (failure) {
      const { fields, message } = formErrorsFrom(failure, ['domain'], getJobsFeedT()('integration.domains.addFailed'));
      setError(fields.domain ?? message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Form noValidate onSubmit={submit}>
        <TextField
          label={t('integration.domains.field')}
          name="domain"
          value={typed}
          error={error ?? undefined}
          hint={t('integration.domains.hint')}
          autoComplete="off"
          inputMode="url"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" loading={saving}>
          {t('integration.domains.add')}
        </Button>
      </Form>
      {domains.length === 0 ? (
        <EmptyState icon="external" title={t('integration.domains.emptyTitle')} description={t('integration.domains.emptyText')} />
      ) : (
        <List aria-label={t('integration.domains.listLabel')}>
          {domains.map((domain) => (
            <Item key={domain.id}>
              <Domain>
                <span>{domain.domain}</span>
                <Added>{t('integration.domains.added', { when: domain.created_at_diff_for_humans })}</Added>
              </Domain>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(domain)}
                aria-label={t('integration.domains.removeLabel', { domain: domain.domain })}
              >
                {t('common.remove')}
              </Button>
            </Item>
          ))}
        </List>
      )}
    </>
  );
}
