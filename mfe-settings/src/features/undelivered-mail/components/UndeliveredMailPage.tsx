import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resendMail, useEnterpriseCustomer, useUndeliveredMail, type UndeliveredMail } from 'shared-api';
import { Card, CardData, CardPager, PageHeader, Stack, useDocumentTitle, useToast } from 'shared-ui';
import styled from 'styled-components';
import { getSettingsT, useSettingsT } from '../../../i18n';
import { UndeliveredMailTable } from './UndeliveredMailTable';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  const undelivered = useUndeliveredMail(page);
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());

  const role = customer.data?.enterprise_customer_user.role;
  const canResend = role === 'owner' || role === 'admin';

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
          <CardData
            data={listed}
            error={undelivered.error}
            onRetry={() => void undelivered.mutate()}
            failedText={t('undeliveredMail.loadFailed')}
            loadingLabel={t('undeliveredMail.loading')}
          >
            {(mails) => (
              <>
                <UndeliveredMailTable mails={mails.data} canResend={canResend} onResend={(mail) => void resend(mail)} resendingIds={resending} />
                <CardPager currentPage={mails.current_page} lastPage={mails.last_page} onPageChange={setPage} aria-label={t('undeliveredMail.pages')} />
              </>
            )}
          </CardData>
        </Card>
        {customer.data && !canResend && listed && listed.data.length > 0 ? <Note>{t('undeliveredMail.membersNote')}</Note> : null}
      </Stack>
    </>
  );
}
