import type { UndeliveredMail } from 'shared-api';
import { Button, PhoneItemActions, PhoneItemDetail, PhoneItemHeader, Table, TruncatedText, useFormat, type TableColumn } from 'shared-ui';
import { useSettingsT } from '../../../i18n';

export interface UndeliveredMailTableProps {
  mails: UndeliveredMail[];
  onResend: (mail: UndeliveredMail) => void;
  /** Mails being queued again. */
  resendingIds?: ReadonlySet<number>;
}

/** The customer's undelivered e-mail: recipient, subject, when it was first sent, the mail server's answer, Send again. */
export function UndeliveredMailTable({ mails, onResend, resendingIds }: UndeliveredMailTableProps) {
  const { t } = useSettingsT();
  const format = useFormat();
  const sentAt = (mail: UndeliveredMail) => (
    <>
      {format.dateTime(mail.created_at)}
      {mail.resent_at ? <div>{t('undeliveredMail.table.resentAt', { date: format.dateTime(mail.resent_at) })}</div> : null}
    </>
  );
  const answer = (mail: UndeliveredMail) => <TruncatedText text={mail.error ?? t('undeliveredMail.table.noAnswer')} max={120} />;
  const resend = (mail: UndeliveredMail) => (
    <Button
      variant="secondary"
      size="sm"
      loading={resendingIds?.has(mail.id)}
      onClick={() => onResend(mail)}
      aria-label={t('undeliveredMail.table.resendLabel', { to: mail.to_address, subject: mail.subject })}
    >
      {t('undeliveredMail.table.resend')}
    </Button>
  );
  const columns: TableColumn<UndeliveredMail>[] = [
    { key: 'to', header: t('undeliveredMail.table.to'), render: (mail) => <TruncatedText text={mail.to_address} max={40} /> },
    { key: 'subject', header: t('undeliveredMail.table.subject'), render: (mail) => <TruncatedText text={mail.subject} max={80} /> },
    { key: 'sent', header: t('undeliveredMail.table.firstSent'), render: sentAt },
    { key: 'answer', header: t('undeliveredMail.table.answer'), render: answer },
    { key: 'resend', header: t('undeliveredMail.table.action'), render: resend },
  ];
  return (
    <Table
      caption={t('undeliveredMail.table.caption')}
      columns={columns}
      rows={mails}
      getRowKey={(mail) => mail.id}
      emptyText={t('undeliveredMail.table.empty')}
      renderPhoneItem={(mail) => (
        <>
          <PhoneItemHeader title={mail.to_address} />
          <PhoneItemDetail>{mail.subject}</PhoneItemDetail>
          <PhoneItemDetail>{sentAt(mail)}</PhoneItemDetail>
          <PhoneItemDetail>{answer(mail)}</PhoneItemDetail>
          <PhoneItemActions>{resend(mail)}</PhoneItemActions>
        </>
      )}
    />
  );
}
