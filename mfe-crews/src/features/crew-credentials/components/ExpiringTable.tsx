import type { CrewUserCredential } from 'shared-api';
import { Badge, PhoneItemDetail, PhoneItemHeader, Table, type TableColumn } from 'shared-ui';
import { useCrewsT } from '../../../i18n';

/** The expiring sub-tab: crew workers' followed credentials expiring within 90 days or already expired, soonest first. */
export function ExpiringTable({ credentials }: { credentials: CrewUserCredential[] }) {
  const { t } = useCrewsT();
  const expiry = (credential: CrewUserCredential) =>
    credential.is_expired ? (
      <Badge tone="danger">{t('credentials.expiring.expired', { date: credential.expires_pretty_date ?? '' })}</Badge>
    ) : (
      <span title={credential.expires_pretty_date ?? undefined}>{credential.expiry_diff_for_humans ?? credential.expires_pretty_date}</span>
    );
  const worker = (credential: CrewUserCredential) => credential.worker?.full_name ?? '';
  const columns: TableColumn<CrewUserCredential>[] = [
    { key: 'worker', header: t('credentials.expiring.worker'), render: worker },
    { key: 'name', header: t('credentials.expiring.credential') },
    { key: 'expiry', header: t('credentials.expiring.expiry'), render: expiry },
  ];
  return (
    <Table
      caption={t('credentials.expiring.caption')}
      columns={columns}
      rows={credentials}
      getRowKey={(credential) => credential.id}
      rowTone={(credential) => (credential.is_expired ? 'danger' : undefined)}
      renderPhoneItem={(credential) => (
        <>
          <PhoneItemHeader title={worker(credential)} trailing={expiry(credential)} />
          <PhoneItemDetail>{credential.name}</PhoneItemDetail>
        </>
      )}
    />
  );
}
