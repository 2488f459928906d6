import type { ReferredSubscription } from 'shared-api';
import { PhoneItemDetail, PhoneItemHeader, Table, useFormat, type TableColumn } from 'shared-ui';
import { useSettingsT } from '../../../i18n';

export interface ReferredCustomersTableProps {
  subscriptions: ReferredSubscription[];
}

/** Customers who signed up through this customer's codes: name, trial end date and sign-up date. */
export function ReferredCustomersTable({ subscriptions }: ReferredCustomersTableProps) {
  const { t } = useSettingsT();
  const format = useFormat();
  const trialEnd = (subscription: ReferredSubscription) =>
    subscription.trial_end_date ? format.date(subscription.trial_end_date) : t('referrals.referred.noTrial');
  const columns: TableColumn<ReferredSubscription>[] = [
    { key: 'customer', header: t('referrals.referred.customer'), render: (subscription) => subscription.customer.name },
    { key: 'trial', header: t('referrals.referred.trialEnd'), render: trialEnd },
    { key: 'created', header: t('referrals.referred.created'), render: (subscription) => format.date(subscription.created_at) },
  ];
  return (
    <Table
      caption={t('referrals.referred.caption')}
      columns={columns}
      rows={subscriptions}
      getRowKey={(subscription) => subscription.id}
      emptyText={t('referrals.referred.empty')}
      renderPhoneItem={(subscription) => (
        <>
          <PhoneItemHeader title={subscription.customer.name} />
          <PhoneItemDetail>{t('referrals.referred.trialEndOn', { date: trialEnd(subscription) })}</PhoneItemDetail>
          <PhoneItemDetail>{t('referrals.referred.createdOn', { date: format.date(subscription.created_at) })}</PhoneItemDetail>
        </>
      )}
    />
  );
}
