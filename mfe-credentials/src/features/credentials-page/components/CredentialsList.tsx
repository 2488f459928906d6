import { Link } from 'react-router-dom';
import type { UserCredential } from 'shared-api';
import { Badge, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';

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
  const { t } = useCredentialsT();
  return (
    <Badge tone="danger" shape="pill">
      {t('common.expired')}
    </Badge>
  );
}

/** Read from a file or sent by the worker through a link, and not yet confirmed by a person. */
function ReviewPill() {
  const { t } = useCredentialsT();
  return (
    <Badge tone="warning" shape="pill">
      {t('list.needsReview')}
    </Badge>
  );
}

const Named = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.75)};
`;

function WorkerCell({ credential }: { credential: UserCredential }) {
  const { t } = useCredentialsT();
  const { worker } = credential;
  if (!worker) return <Muted>{t('common.noWorker')}</Muted>;
  return <WorkerLink to={`/workers/${worker.id}`}>{worker.full_name}</WorkerLink>;
}

/** The date, the Expired pill when it has passed, and how far away it is ("in 3 weeks"). */
function ExpiryCell({ credential }: { credential: UserCredential }) {
  const { t } = useCredentialsT();
  if (!credential.expires_pretty_date) return <Muted>{t('common.noExpiry')}</Muted>;
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
  const { t } = useCredentialsT();
  if (!credential.s3_url) return <NoDocument>{t('list.noDocument')}</NoDocument>;
  return (
    <DocumentLink
      href={credential.s3_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={
        credential.worker
          ? t('list.viewDocumentOfWorker', { name: credential.name, worker: credential.worker.full_name })
          : t('list.viewDocumentOf', { name: credential.name })
      }
    >
      {t('list.viewDocument')}
    </DocumentLink>
  );
}

function useColumns(): TableColumn<UserCredential>[] {
  const { t } = useCredentialsT();
  return [
  { key: 'worker', header: t('common.worker'), render: (credential) => <WorkerCell credential={credential} /> },
  {
    key: 'name',
    header: t('common.credential'),
    render: (credential) => (
      <Named>
        <TruncatedText text={credential.name} max={CREDENTIAL_NAME_MAX} />
        {credential.needs_review ? <ReviewPill /> : null}
      </Named>
    ),
  },
  { key: 'issuer', header: t('list.issuer'), render: (credential) => issuerName(credential) ?? <Muted>—</Muted> },
  {
    key: 'issued',
    header: t('list.issued'),
    render: (credential) => (credential.issued_pretty_date ? <Nowrap>{credential.issued_pretty_date}</Nowrap> : <Muted>—</Muted>),
  },
  { key: 'expiry', header: t('list.expiry'), render: (credential) => <ExpiryCell credential={credential} /> },
  { key: 'document', header: t('list.document'), render: (credential) => <DocumentCell credential={credential} /> },
  ];
}

/** A phone gets one block per credential instead of a six-column table. */
function CredentialPhoneItem({ credential }: { credential: UserCredential }) {
  const { t } = useCredentialsT();
  return (
    <>
      <PhoneItemHeader
        title={credential.name}
        trailing={
          credential.needs_review || credential.is_expired ? (
            <Named>
              {credential.needs_review ? <ReviewPill /> : null}
              {credential.is_expired ? <ExpiredPill /> : null}
            </Named>
          ) : null
        }
      />
      <WorkerCell credential={credential} />
      <PhoneItemDetail>
        {[
          issuerName(credential),
          credential.issued_pretty_date ? t('list.issuedOn', { date: credential.issued_pretty_date }) : null,
          credential.expires_pretty_date ? t('list.expiresOn', { date: credential.expires_pretty_date }) : t('common.noExpiry'),
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
  const { t } = useCredentialsT();
  const columns = useColumns();
  return (
    <Table
      caption={t('list.caption')}
      columns={columns}
      rows={credentials}
      getRowKey={(credential) => credential.id}
      rowTone={(credential) => (credential.is_expired ? 'danger' : undefined)}
      emptyText={emptyText}
      renderPhoneItem={(credential) => <CredentialPhoneItem credential={credential} />}
    />
  );
}
