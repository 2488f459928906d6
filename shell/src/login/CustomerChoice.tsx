import { useState } from 'react';
import { switchCustomer, type UserCustomer } from 'shared-api';
import { Alert, Card } from 'shared-ui';
import styled from 'styled-components';
import { useShellT } from '../i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => `${theme.spacing(2)} 0 0`};
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1.5)};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: progress;
  }

  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CustomerChoiceProps {
  customers: UserCustomer[];
  /** The session now works in the chosen customer. */
  onChosen: () => void;
}

/** After signing in, a user of several customers picks the one to work in (the session keeps it). */
export function CustomerChoice({ customers, onChosen }: CustomerChoiceProps) {
  const { t } = useShellT();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function choose(customer: UserCustomer) {
    setBusy(customer.id);
    setFailed(false);
    try {
      if (!customer.is_current) await switchCustomer(customer.id);
      onChosen();
    } catch {
      setFailed(true);
      setBusy(null);
    }
  }

  return (
    <Card title={t('login.chooseTitle')}>
      <Intro>{t('login.chooseIntro')}</Intro>
      {failed ? <Alert tone="danger">{t('login.chooseFailed')}</Alert> : null}
      <List>
        {customers.map((customer) => (
          <li key={customer.id}>
            <Choice type="button" disabled={busy !== null} aria-busy={busy === customer.id} onClick={() => void choose(customer)}>
              <span>
                <strong>{customer.name}</strong>
                <small>{t(`login.roles.${customer.role}`)}</small>
              </span>
            </Choice>
          </li>
        ))}
      </List>
    </Card>
  );
}
