import { useId } from 'react';
import type { PublicWallet } from 'shared-api';
import { Badge, useFormat } from 'shared-ui';
import styled from 'styled-components';
import { DocumentLink } from '../../../components/DocumentLink';
import { usePublicT } from '../../../i18n';

export type WalletCredential = PublicWallet['credentials'][number];

const Item = styled.article<{ $expired: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $expired }) => ($expired ? theme.tones.danger.border : theme.colors.border)};
  border-left: 4px solid ${({ theme, $expired }) => ($expired ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  break-inside: avoid;

  @media print {
    box-shadow: none;
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2.5)} 0`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(2)} 0`};
  }
`;

const Name = styled.h3`
  flex: 1 1 auto;
  min-width: 0;
  /* As tall as the Expired badge, so cards with and without it line up. */
  line-height: 24px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)} ${theme.spacing(2)}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)} ${theme.spacing(2)}`};
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const ExpiredDate = styled.time`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const DocumentNumber = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Foot = styled.footer`
  display: flex;
  align-items: center;
  margin-top: auto;
  padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2.5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing(1.5)} ${theme.spacing(2)}`};
  }
`;

function NotProvided() {
  const { t } = usePublicT();
  return <Muted>{t('credential.notProvided')}</Muted>;
}

/** The expiry as a day in the page's language ('Mar 4, 2027' / '4 mars 2027'), through Intl. */
function Expiry({ credential }: { credential: WalletCredential }) {
  const { t } = usePublicT();
  const format = useFormat();
  if (!credential.expiry) return <span>{t('credential.noExpiry')}</span>;
  const label = format.date(credential.expiry);
  return credential.is_expired ? (
    <ExpiredDate dateTime={credential.expiry}>{label}</ExpiredDate>
  ) : (
    <time dateTime={credential.expiry}>{label}</time>
  );
}

/** One credential of a shared wallet: what it is, who issued it, when it runs out, and its document. */
export function CredentialCard({ credential }: { credential: WalletCredential }) {
  const nameId = useId();
  const { t } = usePublicT();
  const format = useFormat();
  return (
    <Item $expired={credential.is_expired} aria-labelledby={nameId}>
      <Head>
        <Name id={nameId}>{credential.name}</Name>
        {credential.needs_review ? (
          <Badge tone="warning" shape="pill">
            {t('credential.notVerified')}
          </Badge>
        ) : null}
        {credential.is_expired ? (
          <Badge tone="danger" shape="pill">
            {t('credential.expired')}
          </Badge>
        ) : null}
      </Head>
      <Fields>
        <Field $wide>
          <dt>{t('credential.issuer')}</dt>
          <dd>{credential.issuer ?? <NotProvided />}</dd>
        </Field>
        <Field>
          <dt>{t('credential.issued')}</dt>
          <dd>
            {credential.issued ? (
              <time dateTime={credential.issued}>{format.date(credential.issued)}</time>
            ) : (
              <NotProvided />
            )}
          </dd>
        </Field>
        <Field>
          <dt>{t('credential.expires')}</dt>
          <dd>
            <Expiry credential={credential} />
          </dd>
        </Field>
        {credential.document_number ? (
          <Field $wide>
            <dt>{t('credential.documentNumber')}</dt>
            <dd>
              <DocumentNumber>{credential.document_number}</DocumentNumber>
            </dd>
          </Field>
        ) : null}
      </Fields>
      <Foot>
        {credential.document_url ? (
          <DocumentLink
            href={credential.document_url}
            label={t('credential.viewDocument')}
            assistiveText={t('credential.viewDocumentOf', { name: credential.name })}
          />
        ) : (
          <Muted>{t('credential.noDocument')}</Muted>
        )}
      </Foot>
    </Item>
  );
}
