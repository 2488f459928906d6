export { awaitDelivery, queueMail, queueMailDelivery, MAIL_QUEUE, type MailDelivery, type OutgoingMail } from './outbox';
export { mailJobHandlers, smtpTransport, type MailTransport, type MailMessage } from './delivery';
export { escapeHtml, renderActionMail, type ActionMail, type RenderedMail } from './render';
export { walletAccessMail, credentialRequestMail, inviteMail, loginCodeMail, passwordResetMail, expiryReminderMail, workerExpiryReminderMail, expiryDigestMail, type DigestLine } from './templates';
