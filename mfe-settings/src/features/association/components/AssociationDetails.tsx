import { Fragment, type ReactNode } from 'react';
import type { ConstructionAssociation } from 'shared-api';
import { Card, Grid, Icon } from 'shared-ui';
import styled from 'styled-components';
import { useSettingsT } from '../../../i18n';

export interface AssociationDetailsProps {
  association: ConstructionAssociation;
}

const About = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;
`;

const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Benefits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The local construction association: what it is, how to reach it and what membership gives. */
export function AssociationDetails({ association }: AssociationDetailsProps) {
  const { t } = useSettingsT();
  const { contact } = association;
  const rows: Array<[string, ReactNode]> = [];
  if (contact.name) rows.push([t('association.contact.name'), contact.name]);
  if (contact.email) rows.push([t('association.contact.email'), <a href={`mailto:${contact.email}`}>{contact.email}</a>]);
  if (contact.pretty_phone || contact.phone) {
    const shown = contact.pretty_phone ?? contact.phone ?? '';
    rows.push([t('association.contact.phone'), <a href={`tel:${(contact.phone ?? shown).replace(/[^\d+]/g, '')}`}>{shown}</a>]);
  }
  if (contact.website) {
    rows.push([
      t('association.contact.website'),
      <a href={contact.website} target="_blank" rel="noopener noreferrer">
        {contact.website}
      </a>,
    ]);
  }
  if (contact.address) rows.push([t('association.contact.address'), contact.address]);

  return (
    <Grid minColumnWidth={320} gap={2}>
      <Card title={t('association.about', { name: association.name })}>
        <About>{association.description}</About>
      </Card>
      <Card title={t('association.contact.title')}>
        {rows.length === 0 ? (
          <p>{t('association.contact.none')}</p>
        ) : (
          <Contact>
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Contact>
        )}
      </Card>
      <Card title={t('association.benefits')}>
        {association.membership_benefits.length === 0 ? (
          <p>{t('association.noBenefits')}</p>
        ) : (
          <Benefits>
            {association.membership_benefits.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={16} />
                {benefit}
              </li>
            ))}
          </Benefits>
        )}
      </Card>
    </Grid>
  );
}
