import type { CredentialIssuer } from 'shared-api';
import { Button, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';

/** Descriptions longer than this are cut in the table, with the full text in a tooltip. */
export const DESCRIPTION_PREVIEW_LENGTH = 80;

export interface IssuerListProps {
  issuers: CredentialIssuer[];
  onEdit: (issuer: CredentialIssuer) => void;
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const NameCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 180px;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Email = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const dash = <Muted>—</Muted>;

function EditButton({ issuer, onEdit }: { issuer: CredentialIssuer; onEdit: () => void }) {
  const { t } = useCredentialsT();
  return (
    <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('issuers.editLabel', { name: issuer.name })}>
      {t('common.edit')}
    </Button>
  );
}

function EmailLink({ email }: { email: string | null }) {
  return email ? <Email href={`mailto:${email}`}>{email}</Email> : dash;
}

/** The customer's internal credential issuers: a table on wide screens, one block per issuer on a phone. */
export function IssuerList({ issuers, onEdit }: IssuerListProps) {
  const { t } = useCredentialsT();
  const columns: TableColumn<CredentialIssuer>[] = [
    {
      key: 'name',
      header: t('issuers.fields.name'),
      render: (issuer) => (
        <NameCell>
          <strong>{issuer.name}</strong>
          {issuer.description ? (
            <Description>
              <TruncatedText text={issuer.description} max={DESCRIPTION_PREVIEW_LENGTH} />
            </Description>
          ) : null}
        </NameCell>
      ),
    },
    {
      key: 'contact_email',
      header: t('issuers.fields.contact_email'),
      render: (issuer) => (issuer.contact_email ? <Nowrap><EmailLink email={issuer.contact_email} /></Nowrap> : dash),
    },
    { key: 'contact_phone', header: t('issuers.phone'), render: (issuer) => (issuer.contact_phone ? <Nowrap>{issuer.contact_phone}</Nowrap> : dash) },
    { key: 'city', header: t('issuers.fields.city'), render: (issuer) => issuer.city ?? dash },
    { key: 'state', header: t('issuers.fields.state'), render: (issuer) => issuer.state ?? dash },
    { key: 'created', header: t('issuers.createdColumn'), render: (issuer) => <Nowrap>{issuer.created_at_short}</Nowrap> },
    { key: 'actions', header: t('common.actions'), align: 'right', render: (issuer) => <EditButton issuer={issuer} onEdit={() => onEdit(issuer)} /> },
  ];
  return (
    <Table
      caption={t('issuers.caption')}
      columns={columns}
      rows={issuers}
      getRowKey={(issuer) => issuer.id}
      emptyText={t('issuers.empty')}
      renderPhoneItem={(issuer) => (
        <>
          <PhoneItemHeader title={issuer.name} trailing={<EditButton issuer={issuer} onEdit={() => onEdit(issuer)} />} />
          {issuer.description ? <PhoneItemDetail>{issuer.description}</PhoneItemDetail> : null}
          <PhoneItemDetail>
            {[issuer.contact_phone, [issuer.city, issuer.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
          </PhoneItemDetail>
          {issuer.contact_email ? <EmailLink email={issuer.contact_email} /> : null}
          <PhoneItemDetail>{t('issuers.createdOn', { date: issuer.created_at_short })}</PhoneItemDetail>
        </>
      )}
    />
  );
}
