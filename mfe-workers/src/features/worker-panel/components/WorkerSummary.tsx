import type { ReactNode } from 'react';
import type { Worker } from 'shared-api';
import { Badge } from 'shared-ui';
import styled from 'styled-components';

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

function orMissing(value: ReactNode) {
  return value === null || value === undefined || value === '' ? <Missing>Not set</Missing> : value;
}

function addressOf(worker: Worker): string {
  const cityLine = [worker.city, [worker.state, worker.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [worker.address, cityLine].filter(Boolean).join(', ');
}

/** The read-only block of the Details tab. */
export function WorkerSummary({ worker }: { worker: Worker }) {
  const rows: Array<[string, ReactNode]> = [
    ['Full Name', worker.full_name],
    ['Email', worker.email],
    ['Phone Number', worker.phone_number],
    ['Address', addressOf(worker)],
    ['Date of Birth', worker.dob],
    ['Username', worker.username],
    ['Job Title', worker.job_title],
    ['Trade', worker.user?.trade?.name],
    ['Status', worker.is_active === 1 ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>],
    ['Added', worker.created_at_diff_for_humans],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Item key={term}>
          <Term>{term}</Term>
          <Value>{orMissing(value)}</Value>
        </Item>
      ))}
    </List>
  );
}
