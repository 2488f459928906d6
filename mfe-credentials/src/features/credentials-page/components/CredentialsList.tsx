import { Link } from 'react-router-dom';
import type { UserCredential } from 'shared-api';
import { Badge, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';

/** Credential names longer than this are cut, with the full name in a tooltip. */
export const CREDENTIAL_NAME_MAX = 40;

export interface CredentialsListProps {
  credentials: UserCredential[];
  /** Shown instead of rows when there are none. */
  emptyText: string;
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const NoDocument = styled(Muted)`
  white-space: nowrap;
`;

const Expiry = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing(0.5)} ${theme.spacing(1)}`};
  white-space: nowrap;
`;

const Relative = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const WorkerLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const DocumentLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

/** The internal issuer, else the training provider that issued it. */
export function issuerName(credential: UserCredential): string | null {
  return credential.enterprise_customer_credential_issuer?.name ?? credential.training_provider_issuer?.name ?? null;
}

function ExpiredPill() {
  return (
    <Badge tone="danger" shape="pill">
      Expired
    </Badge>
  );
}

function WorkerCell({ credential }: { credential: UserCredential }) {
  const { worker } = credential;
  if (!worker) return <Muted>No worker</Muted>;
  return <WorkerLink to={`/workers/${worker.id}`}>{worker.full_name}</WorkerLink>;
}

/** The date, the Expired pill when it has passed, and how far away it is ("in 3 weeks"). */
function ExpiryCell({ credential }: { credential: UserCredential }) {
  if (!credential.expires_pretty_date) return <Muted>No Expiry</Muted>;
  return (
    <>
      <Expiry>
        {credential.expires_pretty_date}
        {credential.is_expired ? <ExpiredPill /> : null}
      </Expiry>
      {credential.expiry_diff_for_humans ? <Relative>{credential.expiry_diff_for_humans}</Relative> : null}
    </>
  );
}

function DocumentCell({ credential }: { credential: UserCredential }) {
  if (!credential.s3_url) return <NoDocument>No document</NoDocument>;
  return (
    <DocumentLink
      href={credential.s3_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View document of ${credential.name}${credential.worker ? ` (${credential.worker.full_name})` : ''}`}
    >
      View document
    </DocumentLink>
  );
}

const columns: TableColumn<UserCredential>[] = [
  { key: 'worker', header: 'Worker', render: (credential) => <WorkerCell credential={credential} /> },
  {
    key: 'name',
    header: 'Credential',
    render: (credential) => <TruncatedText text={credential.name} max={CREDENTIAL_NAME_MAX} />,
  },
  { key: 'issuer', header: 'Issuer', render: (credential) => issuerName(credential) ?? <Muted>—</Muted> },
  {
    key: 'issued',
    header: 'Issued',
    render: (credential) => (credential.issued_pretty_date ? <Nowrap>{credential.issued_pretty_date}</Nowrap> : <Muted>—</Muted>),
  },
  { key: 'expiry', header: 'Expiry', render: (credential) => <ExpiryCell credential={credential} /> },
  { key: 'document', header: 'Document', render: (credential) => <DocumentCell credential={credential} /> },
];

/** A phone gets one block per credential instead of a six-column table. */
function CredentialPhoneItem({ credential }: { credential: UserCredential }) {
  return (
    <>
      <PhoneItemHeader title={credential.name} trailing={credential.is_expired ? <ExpiredPill /> : null} />
      <WorkerCell credential={credential} />
      <PhoneItemDetail>
        {[
          issuerName(credential),
          credential.issued_pretty_date ? `Issued ${credential.issued_pretty_date}` : null,
          credential.expires_pretty_date ? `Expires ${credential.expires_pretty_date}` : 'No Expiry',
        ]
          .filter(Boolean)
          .join(' · ')}
      </PhoneItemDetail>
      <DocumentCell credential={credential} />
    </>
  );
}

/** Every credential of the list page: a table on wide screens, cards on a phone; expired ones in red. */
export function CredentialsList({ credentials, emptyText }: CredentialsListProps) {
  return (
    <Table
      caption="Credentials"
      columns={columns}
      rows={credentials}
      getRowKey={(credential) => credential.id}
      rowTone={(credential) => (credential.is_expired ? 'danger' : undefined)}
      emptyText={emptyText}
      renderPhoneItem={(credential) => <CredentialPhoneItem credential={credential} />}
    />
  );
}
