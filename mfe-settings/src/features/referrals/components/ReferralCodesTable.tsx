import type { ReferralCode, ReferralCodeStatus } from 'shared-api';
import { Badge, Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, type BadgeTone, type TableColumn } from 'shared-ui';
import { useSettingsT } from '../../../i18n';

export interface ReferralCodesTableProps {
  codes: ReferralCode[];
  onCopy: (code: ReferralCode) => void;
  /** Codes whose link is being fetched. */
  copyingIds?: ReadonlySet<number>;
}

const TONES: Record<ReferralCodeStatus, BadgeTone> = { active: 'success', inactive: 'neutral', expired: 'warning' };

/** The customer's referral codes: Subscription, Description, Status and a Copy button for the sign-up link. */
export function ReferralCodesTable({ codes, onCopy, copyingIds }: ReferralCodesTableProps) {
  const { t } = useSettingsT();
  const status = (code: ReferralCode) => <Badge tone={TONES[code.status]}>{t(`referrals.codes.status.${code.status}`)}</Badge>;
  const copy = (code: ReferralCode) => (
    <Button
      variant="secondary"
      size="sm"
      loading={copyingIds?.has(code.id)}
      onClick={() => onCopy(code)}
      aria-label={t('referrals.codes.copyLabel', { description: code.description })}
    >
      {t('referrals.codes.copy')}
    </Button>
  );
  const columns: TableColumn<ReferralCode>[] = [
    { key: 'subscription', header: t('referrals.codes.subscription'), render: (code) => code.subscription_plan.name },
    { key: 'description', header: t('referrals.codes.description'), render: (code) => code.description },
    { key: 'status', header: t('referrals.codes.statusColumn'), render: status },
    { key: 'link', header: t('referrals.codes.link'), render: copy },
  ];
  return (
    <Table
      caption={t('referrals.codes.caption')}
      columns={columns}
      rows={codes}
      getRowKey={(code) => code.id}
      emptyText={t('referrals.codes.empty')}
      renderPhoneItem={(code) => (
        <>
          <PhoneItemHeader title={code.subscription_plan.name} trailing={status(code)} />
          <PhoneItemDetail>{code.description}</PhoneItemDetail>
          <PhoneItemActions>{copy(code)}</PhoneItemActions>
        </>
      )}
    />
  );
}
