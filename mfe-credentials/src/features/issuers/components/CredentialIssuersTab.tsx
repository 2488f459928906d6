import { useState } from 'react';
import {
  createCredentialIssuer,
  updateCredentialIssuer,
  useCredentialIssuers,
  type CredentialIssuer,
  type CredentialIssuerInput,
} from 'shared-api';
import { Button, Card, CardData, useToast } from 'shared-ui';
import { EN_CREDENTIALS, getCredentialsT, useCredentialsT } from '../../../i18n';
import { IssuerFormModal } from './IssuerFormModal';
import { IssuerList } from './IssuerList';

/** The English texts (the tests compare with them); the tab shows the reader's language. */
export const ISSUERS_LOAD_FAILED = EN_CREDENTIALS.issuers.loadFailed;
export const ISSUER_CREATED = EN_CREDENTIALS.issuers.created;
export const ISSUER_UPDATED = EN_CREDENTIALS.issuers.updated;

/** Which form is open: none, a new issuer, or an existing one. */
type Editing = { issuer: CredentialIssuer | null } | null;

/** Credential Issuers tab: the customer's internal issuers, created and edited in a modal. */
export default function CredentialIssuersTab() {
  const { t } = useCredentialsT();
  const issuers = useCredentialIssuers();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);

  async function save(issuer: CredentialIssuer | null, input: CredentialIssuerInput) {
    const { credential_issuer: saved } = issuer ? await updateCredentialIssuer(issuer.id, input) : await createCredentialIssuer(input);
    await issuers.mutate(
      (current) =>
        current && {
          credential_issuers: issuer
            ? current.credential_issuers.map((listed) => (listed.id === saved.id ? saved : listed))
            : [...current.credential_issuers, saved],
        },
      { revalidate: true },
    );
    setEditing(null);
    const after = getCredentialsT();
    toast.success(issuer ? after('issuers.updated') : after('issuers.created'));
  }

  return (
    <Card
      title={t('issuers.title')}
      flush
      actions={
        <Button size="sm" onClick={() => setEditing({ issuer: null })}>
          {t('issuers.create')}
        </Button>
      }
    >
      <CardData
        data={issuers.data?.credential_issuers}
        error={issuers.error}
        onRetry={() => void issuers.mutate()}
        failedText={t('issuers.loadFailed')}
        loadingLabel={t('issuers.loading')}
        loadingLines={4}
      >
        {(listed) => <IssuerList issuers={listed} onEdit={(issuer) => setEditing({ issuer })} />}
      </CardData>
      {editing ? (
        <IssuerFormModal
          key={editing.issuer?.id ?? 'new'}
          open
          issuer={editing.issuer}
          onClose={() => setEditing(null)}
          onSubmit={(input) => save(editing.issuer, input)}
        />
      ) : null}
    </Card>
  );
}
