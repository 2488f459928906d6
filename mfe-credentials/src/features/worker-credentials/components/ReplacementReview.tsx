import type { CredentialDocument, CredentialReplacement } from 'shared-api';
import { Icon, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { useCredentialsT } from '../../../i18n';

export interface ReplacementReviewProps {
  replacement: CredentialReplacement;
  /** The dates and document number the worker sent: the credential's while the replacement waits. */
  submitted: { issued: string | null; expiry: string | null; documentNumber: string | null };
}

// Side by side where there is room; one after the other (previous first) on a phone.
const Versions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1.5)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Version = styled.section<{ $submitted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid ${({ theme, $submitted }) => ($submitted ? theme.tones.warning.border : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $submitted }) => ($submitted ? theme.tones.warning.bg : theme.colors.surfaceMuted)};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dates = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(0.25)} ${theme.spacing(1)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// A renewal keeping the old number is the mistake to catch: a new one is pointed out, an unchanged one is not.
const Changed = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-height: 220px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const FileLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

function Document({ document, label }: { document: CredentialDocument | null; label: string }) {
  const { t } = useCredentialsT();
  if (!document) return <Note>{t('replacement.noDocument')}</Note>;
  return (
    <>
      {document.is_image ? <Picture src={document.url} alt={t('replacement.pictureOf', { version: label, name: document.file_name })} /> : null}
      <FileLink href={document.url} target="_blank" rel="noopener noreferrer">
        <Icon name="external" size={14} />
        {t('replacement.open', { name: document.file_name || t('replacement.document') })}
      </FileLink>
    </>
  );
}

/**
 * What a worker sent through an update link beside the version it replaced, for the admin who reviews it: each
 * version's document (a picture shown, a PDF opened), dates and document number.
 */
export function ReplacementReview({ replacement, submitted }: ReplacementReviewProps) {
  const { t } = useCredentialsT();
  const format = useFormat();
  const date = (value: string | null) => (value ? format.date(value) : t('replacement.noDate'));
  const number = (value: string | null) => value ?? t('replacement.noNumber');
  const previousLabel = t('replacement.previous');
  const submittedLabel = t('replacement.submitted');
  return (
    <Versions>
      <Version $submitted={false} aria-label={previousLabel}>
        <Heading>{previousLabel}</Heading>
        <Note>{t('replacement.previousNote')}</Note>
        <Document document={replacement.previous.document} label={previousLabel} />
        <Dates>
          <dt>{t('fields.issued')}</dt>
          <dd>{date(replacement.previous.issued)}</dd>
          <dt>{t('fields.expiry')}</dt>
          <dd>{date(replacement.previous.expiry)}</dd>
          <dt>{t('fields.documentNumber')}</dt>
          <dd>{number(replacement.previous.document_number)}</dd>
        </Dates>
      </Version>
      <Version $submitted aria-label={submittedLabel}>
        <Heading>{submittedLabel}</Heading>
        <Note>{t('replacement.submittedOn', { date: format.dateTime(replacement.submitted_at) })}</Note>
        {replacement.submitted_document ? (
          <Document document={replacement.submitted_document} label={submittedLabel} />
        ) : (
          <Note>{t('replacement.sameDocument')}</Note>
        )}
        <Dates>
          <dt>{t('fields.issued')}</dt>
          <dd>{date(submitted.issued)}</dd>
          <dt>{t('fields.expiry')}</dt>
          <dd>{date(submitted.expiry)}</dd>
          <dt>{t('fields.documentNumber')}</dt>
          <dd>
            {number(submitted.documentNumber)}
            {submitted.documentNumber !== replacement.previous.document_number ? <Changed> {t('replacement.changed')}</Changed> : null}
          </dd>
        </Dates>
      </Version>
    </Versions>
  );
}
