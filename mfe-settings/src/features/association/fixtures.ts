import type { ConstructionAssociation } from 'shared-api';

export const association: ConstructionAssociation = {
  name: 'Calgary Construction Association',
  description: 'The voice of the construction industry in southern Alberta since 1944, serving general contractors, trade contractors and suppliers.',
  contact: {
    name: 'Member Services',
    email: 'members@cca.example',
    phone: '4035550142',
    pretty_phone: '(403) 555-0142',
    website: 'https://cca.example',
    address: '2725 12 St NE, Calgary, AB T2E 7J2',
  },
  membership_benefits: ['Discounted safety training for your crews', 'Bid opportunities through the plan room', 'Group insurance and benefits'],
};
