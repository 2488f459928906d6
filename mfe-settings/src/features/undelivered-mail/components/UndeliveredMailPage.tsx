import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resendMail, useEnterpriseCustomer, useUndeliveredMail, type UndeliveredMail } from 'shared-api';
import { Card, CardData, CardPager, EmptyState, PageHeader, Stack, useDocumentTitle, useToast } from 'shared-ui';
import { getSettingsT, useSettingsT } from '../../../i18n';
import { UndeliveredMailTable } from './UndeliveredMailTable';

/**
 * /settings/undelivered-mail: the e-mail the portal could not deliver in 24 hours of trying (invitations, requests,
 * shared wallets …), so staff can check the address or the mail server and send it again.
 */
export default function UndeliveredMailPage() {
  const { t } = useSettingsT();
  useDocumentTitle(t('undeliveredMail.title'));
  const toast = useToast();
  const customer = useEnterpriseCustomer();
  const [page, setPage] = useState(1);
  const role = customer.data?.enterprise_customer_user.role;
  const isStaffAdmin = role === 'owner' || role === 'admin';
  // Owners and admins only: a member is told so, and the list is not asked for.
  const undelivered = useUndeliveredMail(page, isStaffAdmin);
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());

  async function resend(mail: UndeliveredMail) {
    setResending((current) => new Set(current).add(mail.id));
    try {
      const { message } = await resendMail(mail.id);
      toast.success(message);
    } catch (error) {
      toast.error((error as Error).message || getSettingsT()('undeliveredMail.resendFailed'));
    } finally {
      setResending((current) => {
        const next = new Set(current);
        next.delete(mail.id);
        return next;
      });
      await undelivered.mutate();
    }
  }

  const listed = undelivered.data?.undelivered_mail;
  return (
    <>
      <PageHeader title={t('undeliveredMail.title')} description={t('undeliveredMail.description')} />
      <Stack gap={2}>
        <Link to="/settings">{t('undeliveredMail.back')}</Link>
        <Card title={t('undeliveredMail.cardTitle')} flush>
          {customer.data && !isStaffAdmin ? (
            <EmptyState icon="warning" title={t('undeliveredMail.membersTitle')} description={t('undeliveredMail.membersNote')} />
          ) : (
            <CardData
              data={listed}
              error={undelivered.error ?? customer.error}
              onRetry={() => void (customer.error ? customer.mutate() : undelivered.mutate())}
              failedText={t('undeliveredMail.loadFailed')}
              loadingLabel={t('undeliveredMail.loading')}
            >
              {(mails) => (
                <>
                  <UndeliveredMailTable mails={mails.data} onResend={(mail) => void resend(mail)} resendingIds={resending} />
                  <CardPager currentPage={mails.current_page} lastPage={mails.last_page} onPageChange={setPage} aria-label={t('undeliveredMail.pages')} />
                </>
              )}
            </CardData>
          )}
        </Card>
      </Stack>
    </>
  );
}
