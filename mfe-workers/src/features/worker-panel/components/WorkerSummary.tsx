import type { ReactNode } from 'react';
import type { Worker } from 'shared-api';
import { Badge, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useWorkersT, type WorkersCatalog } from '../../../i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

function addressOf(worker: Worker): string {
  const cityLine = [worker.city, [worker.state, worker.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [worker.address, cityLine].filter(Boolean).join(', ');
}

type SummaryTerm = keyof WorkersCatalog['details']['summary'];

/** The read-only block of the Details tab. */
export function WorkerSummary({ worker }: { worker: Worker }) {
  const { t } = useWorkersT();
  const format = useFormat();
  const rows: Array<[SummaryTerm, ReactNode]> = [
    ['fullName', worker.full_name],
    ['email', worker.email],
    ['phoneNumber', worker.phone_number],
    ['address', addressOf(worker)],
    // A calendar day, '1988-04-12' in both languages (the short style of en-CA and fr-CA).
    ['dob', worker.dob ? format.date(worker.dob, 'short') : null],
    ['username', worker.username],
    ['jobTitle', worker.job_title],
    ['trade', worker.user?.trade?.name],
    [
      'status',
      worker.is_active === 1 ? (
        <Badge tone="success">{t('details.summary.active')}</Badge>
      ) : (
        <Badge tone="neutral">{t('details.summary.inactive')}</Badge>
      ),
    ],
    // Written by the server in the request's language.
    ['added', worker.created_at_diff_for_humans],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Item key={term}>
          <Term>{t(`details.summary.${term}` as const)}</Term>
          <Value>{value === null || value === undefined || value === '' ? <Missing>{t('details.summary.notSet')}</Missing> : value}</Value>
        </Item>
      ))}
    </List>
  );
}
