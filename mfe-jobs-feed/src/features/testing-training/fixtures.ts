import type { Paginated, TrainingProvider, TrainingProviderLocation, TrainingProviderService } from 'shared-api';

export function page<T>(data: T[], current_page = 1, last_page = 1): Paginated<T> {
  return {
    data,
    current_page,
    last_page,
    per_page: 20,
    from: data.length ? (current_page - 1) * 20 + 1 : null,
    to: data.length ? (current_page - 1) * 20 + data.length : null,
    total: (last_page - 1) * 20 + data.length,
    next_page_url: null,
    prev_page_url: null,
  };
}

export const providers: TrainingProvider[] = [
  {
    id: 1,
    name: 'Prairie Safety Training',
    website_url: 'https://prairiesafety.example',
    description: '<p>Safety courses for <strong>construction crews</strong> across the Prairies.</p><ul><li>Weekend classes</li><li>On-site training</li></ul>',
    services: [
      { id: 1, name: 'Fall Protection' },
      { id: 2, name: 'First Aid & CPR' },
      { id: 3, name: 'Confined Space Entry' },
    ],
  },
  {
    id: 2,
    name: 'Northern Lights Trade Testing and Certification Centre of Excellence for the Skilled Trades',
    website_url: null,
    description: '',
    services: Array.from({ length: 9 }, (_, index) => ({ id: 10 + index, name: `Red Seal Exam Preparation, module ${index + 1}` })),
  },
  { id: 3, name: 'Coastal Rigging School', website_url: 'https://coastalrigging.example', description: '<p>Rigging.</p>', services: [] },
];

export const services: TrainingProviderService[] = [
  { id: 1, name: 'Fall Protection', price: 129.5 },
  { id: 2, name: 'First Aid & CPR', price: 95 },
  { id: 3, name: 'Confined Space Entry', price: null },
];

export const locations: TrainingProviderLocation[] = [
  {
    id: 1,
    name: 'Calgary Training Centre',
    address: '1200 36 St NE',
    town: { id: 1, name: 'Calgary' },
    province: { code: 'AB', name: 'Alberta' },
    pretty_phone: '(403) 555-0100',
    website: 'https://prairiesafety.example/calgary',
  },
  {
    id: 2,
    name: 'Regina Campus',
    address: null,
    town: { id: 9, name: 'Regina' },
    province: { code: 'SK', name: 'Saskatchewan' },
    pretty_phone: null,
    website: null,
  },
];
