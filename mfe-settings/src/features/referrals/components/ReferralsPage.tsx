import { useState } from 'react';
import {
  ApiError,
  createReferralCode,
  fetchReferralLink,
  useEnterpriseCustomer,
  useReferralCodes,
  useReferredSubscriptions,
  type ReferralCode,
} from 'shared-api';
import { Button, Card, CardData, CardPager, FeatureUnavailable, PageHeader, RetryAlert, Skeleton, Stack, useDocumentTitle, useToast } from 'shared-ui';
import { getSettingsT, useSettingsT } from '../../../i18n';
import { GenerateCodeModal } from './GenerateCodeModal';
import { ReferralCodesTable } from './ReferralCodesTable';
import { ReferredCustomersTable } from './ReferredCustomersTable';

function ReferralCodesCard() {
  const { t } = useSettingsT();
  const toast = useToast();
  const codes = useReferralCodes();
  const [generating, setGenerating] = useState(false);
  const [copying, setCopying] = useState<ReadonlySet<number>>(new Set());

  async function generate(planId: number) {
    const { message, referral_code: created } = await createReferralCode({ plan_id: planId });
    await codes.mutate((current) => current && { referral_codes: [created, ...current.referral_codes] }, { revalidate: true });
    setGenerating(false);
    toast.success(message);
  }

  async function copy(code: ReferralCode) {
    setCopying((current) => new Set(current).add(code.id));
    const after = getSettingsT();
    try {
      const { link } = await fetchReferralLink(code.id);
      await navigator.clipboard.writeText(link);
      toast.success(after('referrals.codes.copied'));
    } catch (error) {
      // §8: a code no longer active answers 400; the page prefixes the server's message with "Error: ".
      if (error instanceof ApiError && error.status === 400) toast.error(after('referrals.codes.inactive'));
      else toast.error(after('referrals.codes.copyFailed'));
    } finally {
      setCopying((current) => {
        const next = new Set(current);
        next.delete(code.id);
        return next;
      });
    }
  }

  return (
    <Card
      title={t('referrals.codes.title')}
      flush
      actions={
        <Button size="sm" onClick={() => setGenerating(true)}>
          {t('referrals.codes.add')}
        </Button>
      }
    >
      <CardData
        data={codes.data?.referral_codes}
        error={codes.error}
        onRetry={() => void codes.mutate()}
        failedText={t('referrals.codes.loadFailed')}
        loadingLabel={t('referrals.codes.loading')}
      >
        {(listed) => <ReferralCodesTable codes={listed} copyingIds={copying} onCopy={(code) => void copy(code)} />}
      </CardData>
      {generating ? <GenerateCodeModal onClose={() => setGenerating(false)} onGenerate={generate} /> : null}
    </Card>
  );
}

function ReferredCustomersCard() {
  const { t } = useSettingsT();
  const [page, setPage] = useState(1);
  const referred = useReferredSubscriptions(page);
  return (
    <Card title={t('referrals.referred.title')} flush>
      <CardData
        data={referred.data?.subscriptions}
        error={referred.error}
        onRetry={() => void referred.mutate()}
        failedText={t('referrals.referred.loadFailed')}
        loadingLabel={t('referrals.referred.loading')}
      >
        {(listed) => (
          <>
            <ReferredCustomersTable subscriptions={listed.data} />
            <CardPager currentPage={listed.current_page} lastPage={listed.last_page} onPageChange={setPage} aria-label={t('referrals.referred.pages')} />
          </>
        )}
      </CardData>
    </Card>
  );
}

/** /referrals: referral codes and the customers they brought, only with the local_construction_association feature. */
export default function ReferralsPage() {
  const { t } = useSettingsT();
  useDocumentTitle(t('referrals.title'));
  const customer = useEnterpriseCustomer();
  const lacksFeature = customer.data
    ? !customer.data.enterprise_customer.features.some(({ label }) => label === 'local_construction_association')
    : false;
  const header = <PageHeader title={t('referrals.title')} description={t('referrals.description')} />;

  if (lacksFeature) {
    // The page's heading stays readable; its content shows blurred behind the notice.
    return (
      <>
        {header}
        <FeatureUnavailable>
          <Card>
            <Skeleton lines={6} height={18} label={t('referrals.title')} />
          </Card>
        </FeatureUnavailable>
      </>
    );
  }
  if (!customer.data) {
    return (
      <>
        {header}
        {customer.error ? (
          <RetryAlert onRetry={() => void customer.mutate()}>{t('referrals.customerFailed')}</RetryAlert>
        ) : (
          <Skeleton lines={6} height={18} label={t('referrals.loading')} />
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <Stack gap={2}>
        <ReferralCodesCard />
        <ReferredCustomersCard />
      </Stack>
    </>
  );
}
