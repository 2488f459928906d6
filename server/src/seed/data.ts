/** Fixed lists the seeds draw from: Canadian trades data, names and places. */

/** A name as it can appear in an e-mail address or username: 'Étienne' -> 'etienne', "O'Brien" -> 'obrien'. */
export const asciiName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export const FEATURES = [
  {
    label: 'credentials',
    name: 'Credentials',
    description: "Follow every worker's credentials and their expiry, bulk-add credentials from a CSV file and keep a list of internal issuers.",
  },
  {
    label: 'crews',
    name: 'Unlimited Crews',
    description: 'Create as many crews as you need (3 without this feature), require credentials per crew and share crews with partners.',
  },
  {
    label: 'jobs_feed',
    name: 'Jobs Feed',
    description: 'Post open positions to the jobs feed and control which domains and locations the integration publishes.',
  },
  {
    label: 'access',
    name: 'Site Access',
    description: 'Opens the external site-access system from the sidebar.',
  },
  {
    label: 'local_construction_association',
    name: 'Local Construction Association',
    description: 'Generate referral codes that give association members a discounted subscription.',
  },
] as const;

export const TRADES = [
  'Electrician',
  'Pipefitter',
  'Ironworker',
  'Carpenter',
  'Millwright',
  'Welder',
  'Heavy Equipment Operator',
  'Plumber',
  'Boilermaker',
  'Scaffolder',
  'Instrumentation Technician',
  'Crane Operator',
  'Sheet Metal Worker',
  'Insulator',
  'Labourer',
] as const;
export type Trade = (typeof TRADES)[number];

/** Job titles per trade; the last group is for site staff who carry no trade. */
export const JOB_TITLES: Record<Trade | 'Site staff', readonly string[]> = {
  Electrician: ['Journeyman Electrician', 'Apprentice Electrician 3rd Year', 'Electrical Foreman'],
  Pipefitter: ['Journeyman Pipefitter', 'Apprentice Pipefitter 2nd Year', 'Steamfitter-Pipefitter'],
  Ironworker: ['Structural Ironworker', 'Rebar Ironworker'],
  Carpenter: ['Journeyman Carpenter', 'Apprentice Carpenter 2nd Year', 'Formwork Carpenter'],
  Millwright: ['Industrial Mechanic (Millwright)', 'Apprentice Millwright 4th Year'],
  Welder: ['B-Pressure Welder', 'Structural Welder'],
  'Heavy Equipment Operator': ['Excavator Operator', 'Loader Operator', 'Grader Operator'],
  Plumber: ['Journeyman Plumber', 'Apprentice Plumber 1st Year'],
  Boilermaker: ['Journeyman Boilermaker'],
  Scaffolder: ['Scaffold Erector', 'Scaffolder Level 2'],
  'Instrumentation Technician': ['Instrument Technician'],
  'Crane Operator': ['Mobile Crane Operator', 'Tower Crane Operator'],
  'Sheet Metal Worker': ['Journeyman Sheet Metal Worker'],
  Insulator: ['Heat & Frost Insulator'],
  Labourer: ['General Labourer', 'Construction Labourer'],
  'Site staff': ['Site Foreman', 'Safety Coordinator', 'Project Superintendent', 'Quality Control Inspector'],
};

export const USER_CREDENTIAL_TYPES = ['Certificate', 'Licence', 'Ticket', 'Card', 'Training Record', 'Other'] as const;

export const CREW_TYPES = [
  'General Construction',
  'Electrical',
  'Mechanical',
  'Industrial Maintenance',
  'Shutdown / Turnaround',
  'Pipeline',
  'Civil / Earthworks',
] as const;

export interface CatalogueCredential {
  label: string;
  /** null: the credential never expires. */
  months: number | null;
  prefix: string;
  type: (typeof USER_CREDENTIAL_TYPES)[number];
  /** Only workers of this trade hold it. */
  trade?: Trade;
}

/** The platform's credential catalogue (shared by every customer). */
export const CATALOGUE: readonly CatalogueCredential[] = [
  { label: 'Working at Heights', months: 36, prefix: 'WAH', type: 'Training Record' },
  { label: 'WHMIS 2015', months: 12, prefix: 'WHM', type: 'Certificate' },
  { label: 'Standard First Aid & CPR C', months: 36, prefix: 'SFA', type: 'Certificate' },
  { label: 'Fall Protection', months: 36, prefix: 'FP', type: 'Ticket' },
  { label: 'Confined Space Entry', months: 36, prefix: 'CSE', type: 'Ticket' },
  { label: 'H2S Alive', months: 36, prefix: 'H2S', type: 'Ticket' },
  { label: 'Ground Disturbance Level II', months: 36, prefix: 'GD2', type: 'Certificate' },
  { label: 'Elevating Work Platform', months: 36, prefix: 'EWP', type: 'Card' },
  { label: 'Transportation of Dangerous Goods (TDG)', months: 36, prefix: 'TDG', type: 'Certificate' },
  { label: 'Rigging and Hoisting – Basic', months: 60, prefix: 'RIG', type: 'Certificate' },
  { label: 'CSTS-2020', months: null, prefix: 'CSTS', type: 'Certificate' },
  { label: 'Petroleum Safety Training (PST)', months: null, prefix: 'PST', type: 'Certificate' },
  { label: 'Red Seal Certificate – Construction Electrician', months: null, prefix: '309A', type: 'Certificate', trade: 'Electrician' },
  { label: 'Red Seal Certificate – Steamfitter/Pipefitter', months: null, prefix: '306A', type: 'Certificate', trade: 'Pipefitter' },
  { label: 'Red Seal Certificate – Industrial Mechanic (Millwright)', months: null, prefix: '433A', type: 'Certificate', trade: 'Millwright' },
  { label: 'Class 1 Driver’s Licence', months: 60, prefix: 'DL', type: 'Licence', trade: 'Heavy Equipment Operator' },
];

export interface TrainingProviderSeed {
  name: string;
  website: string;
  description: string;
  services: Array<[string, number | null]>;
  /** [location name, address, province code, town, phone] */
  locations: Array<[string, string, string, string, string]>;
}

export const TRAINING_PROVIDERS: readonly TrainingProviderSeed[] = [
  {
    name: 'Prairie Safety Training Centre',
    website: 'https://prairie-safety.example.com',
    description:
      '<p>Alberta’s industrial safety school since 1998. Classes run every weekday, with evening and weekend sessions for shift workers.</p><ul><li>Same-day wallet cards</li><li>Group rates for crews of 8 or more</li></ul>',
    services: [
      ['Standard First Aid & CPR C', 14900],
      ['Emergency First Aid & CPR C', 9900],
      ['H2S Alive', 22500],
      ['Fall Protection', 19500],
      ['Confined Space Entry & Monitoring', 21000],
      ['Ground Disturbance Level II', 26000],
      ['WHMIS 2015 (online)', 4500],
      ['Transportation of Dangerous Goods (TDG)', 9500],
      ['Elevating Work Platform', 18500],
      ['Rigging and Hoisting – Basic', 32500],
      ['Fire Watch & Extinguisher Training', 12000],
      ['Petroleum Safety Training (PST)', 31000],
      ['Aerial Boom & Scissor Lift', 19500],
      ['Forklift Operator', 24500],
      ['Skid Steer Operator', 27500],
      ['Chainsaw Safety', 16500],
      ['Bear Awareness', 8500],
      ['Fatigue Management for Shift Workers', 6500],
      ['Respiratory Protection & Fit Testing', 7500],
      ['Lockout/Tagout', 11500],
      ['Hazard Assessment for Supervisors', 24000],
      ['Leadership for Safety Excellence', 39500],
      ['Spotter Training', null],
      ['Custom On-Site Orientation', null],
    ],
    locations: [
      ['Calgary Training Centre', '2720 12 Street NE', 'AB', 'Calgary', '4035550148'],
      ['Edmonton South', '9910 39 Avenue NW', 'AB', 'Edmonton', '7805550171'],
      ['Fort McMurray Campus', '8115 Franklin Avenue', 'AB', 'Fort McMurray', '7805550122'],
    ],
  },
  {
    name: 'Northern Lights Safety Ltd.',
    website: 'https://northern-lights-safety.example.com',
    description: '<p>Mining and potash safety training across Saskatchewan and Manitoba.</p>',
    services: [
      ['Standard First Aid & CPR C', 13900],
      ['H2S Alive', 21500],
      ['Confined Space Entry', 19900],
      ['Fall Protection', 18500],
      ['Underground Mine Rescue – Basic', 89500],
      ['WHMIS 2015', 4900],
    ],
    locations: [
      ['Saskatoon Office', '315 Idylwyld Drive N', 'SK', 'Saskatoon', '3065550133'],
      ['Regina Office', '1870 Albert Street', 'SK', 'Regina', '3065550190'],
      ['Winnipeg Classroom', '200 Main Street', 'MB', 'Winnipeg', '2045550116'],
    ],
  },
  {
    name: 'Atlantic Trades Training Institute',
    website: 'https://atlantic-trades.example.com',
    description: '<p>Construction safety and trades upgrading for the Maritimes and Newfoundland and Labrador.</p>',
    services: [
      ['Working at Heights', 12500],
      ['Fall Protection', 17500],
      ['Standard First Aid & CPR C', 13500],
      ['Elevating Work Platform', 17500],
      ['Red Seal Exam Preparation', 45000],
    ],
    locations: [
      ['Moncton Campus', '1100 Main Street', 'NB', 'Moncton', '5065550109'],
      ['Halifax Campus', '5657 Spring Garden Road', 'NS', 'Halifax', '9025550182'],
      ['St. John’s Campus', '140 Water Street', 'NL', 'St. John\'s', '7095550157'],
    ],
  },
  {
    name: 'Coastal Lift & Rigging School',
    website: 'https://coastal-lift.example.com',
    description: '<p>Crane, rigging and lift training in British Columbia.</p>',
    services: [
      ['Rigging and Hoisting – Basic', 34500],
      ['Signal Person', 21000],
      ['Mobile Crane Operator Exam Prep', 120000],
      ['Elevating Work Platform', 19000],
    ],
    locations: [
      ['Surrey Yard', '19250 96 Avenue', 'BC', 'Surrey', '6045550163'],
      ['Prince George Yard', '1550 2nd Avenue', 'BC', 'Prince George', '2505550118'],
    ],
  },
  {
    name: 'Great Lakes Construction Safety Academy',
    website: 'https://great-lakes-safety.example.com',
    description: '<p>Ontario Chief Prevention Officer approved Working at Heights provider.</p>',
    services: [
      ['Working at Heights (CPO approved)', 11900],
      ['Working at Heights Refresher', 7900],
      ['Confined Space Entry', 18900],
      ['Standard First Aid & CPR C', 14500],
    ],
    locations: [
      ['Hamilton Training Centre', '435 Barton Street E', 'ON', 'Hamilton', '9055550135'],
      ['Sudbury Training Centre', '1040 Lorne Street', 'ON', 'Sudbury', '7055550177'],
      ['Sarnia Training Centre', '1086 Modeland Road', 'ON', 'Sarnia', '5195550101'],
    ],
  },
];

export const SUBSCRIPTION_PLANS = [
  { name: 'Starter', description: 'Up to 50 workers and 3 crews.', price: 9900, trialDays: 14, discount: 0 },
  { name: 'Professional', description: 'Up to 500 workers, unlimited crews and the credentials page.', price: 24900, trialDays: 30, discount: 2500 },
  { name: 'Enterprise', description: 'Unlimited workers, jobs feed and integrations.', price: 59900, trialDays: 30, discount: 5000 },
  { name: 'Association Member', description: 'Professional at an association rate for members of a local construction association.', price: 14900, trialDays: 60, discount: 3000 },
] as const;

export const FIRST_NAMES = [
  'Liam', 'Noah', 'Ethan', 'Lucas', 'Owen', 'Logan', 'Jacob', 'Benjamin', 'William', 'Nathan', 'Tyler', 'Connor',
  'Brandon', 'Dylan', 'Ryan', 'Kyle', 'Cody', 'Travis', 'Derek', 'Shane', 'Jordan', 'Mathieu', 'Étienne',
  'Jean-François', 'Gurpreet', 'Harjit', 'Amandeep', 'Rajesh', 'Mohammed', 'Tariq', 'Wei', 'Minh', 'Marco',
  'Luca', 'Tomasz', 'Andriy', 'Dmitri', 'Kwame', 'Emeka', 'Joseph', 'Daniel', 'Michael', 'Kevin', 'Jason',
  'Darren', 'Colin', 'Morgan', 'Sarah', 'Jessica', 'Emily', 'Megan', 'Ashley', 'Chantal', 'Nicole', 'Brianna',
  'Kayla', 'Amanda', 'Jasmine', 'Harpreet', 'Taylor', 'Riley', 'Cheyenne', 'Marie-Ève', 'Aaliyah', 'Sophie',
] as const;

export const LAST_NAMES = [
  'MacDonald', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Smith',
  'Brown', 'Wilson', 'Taylor', 'Campbell', 'Anderson', 'Thompson', 'Martin', 'Stewart', 'Fraser', 'MacLeod',
  'McKenzie', 'Robertson', 'Murray', 'Sinclair', 'Singh', 'Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Patel',
  'Nguyen', 'Tran', 'Chen', 'Wong', 'Li', 'Kowalski', 'Nowak', 'Kovalenko', 'Petrov', 'Schmidt', 'Friesen',
  'Penner', 'Wiebe', 'Dyck', 'Halvorsen', 'Lindqvist', 'Okafor', 'Mensah', 'Cardinal', 'Laboucan', 'Whitehead',
  'Desjarlais', 'Houle', 'Ferreira', 'Rossi', 'Romano', "O'Brien", 'Murphy', 'Doyle', 'Kelly', 'Bergeron', 'Poirier',
] as const;

export interface City {
  city: string;
  province: string;
  areaCode: string;
  /** Forward sortation area: the first half of the postal code. */
  fsa: string;
}

/** Where the demo workers live; listed more than once where the trades work more (Alberta). */
export const CITIES: readonly City[] = [
  { city: 'Calgary', province: 'AB', areaCode: '403', fsa: 'T2P' },
  { city: 'Calgary', province: 'AB', areaCode: '587', fsa: 'T3J' },
  { city: 'Edmonton', province: 'AB', areaCode: '780', fsa: 'T5J' },
  { city: 'Edmonton', province: 'AB', areaCode: '780', fsa: 'T6E' },
  { city: 'Fort McMurray', province: 'AB', areaCode: '780', fsa: 'T9H' },
  { city: 'Fort McMurray', province: 'AB', areaCode: '780', fsa: 'T9K' },
  { city: 'Red Deer', province: 'AB', areaCode: '403', fsa: 'T4N' },
  { city: 'Grande Prairie', province: 'AB', areaCode: '780', fsa: 'T8V' },
  { city: 'Lethbridge', province: 'AB', areaCode: '403', fsa: 'T1J' },
  { city: 'Saskatoon', province: 'SK', areaCode: '306', fsa: 'S7K' },
  { city: 'Regina', province: 'SK', areaCode: '306', fsa: 'S4P' },
  { city: 'Estevan', province: 'SK', areaCode: '306', fsa: 'S4A' },
  { city: 'Surrey', province: 'BC', areaCode: '604', fsa: 'V3T' },
  { city: 'Kamloops', province: 'BC', areaCode: '250', fsa: 'V2C' },
  { city: 'Prince George', province: 'BC', areaCode: '250', fsa: 'V2L' },
  { city: 'Fort St. John', province: 'BC', areaCode: '250', fsa: 'V1J' },
  { city: 'Hamilton', province: 'ON', areaCode: '905', fsa: 'L8P' },
  { city: 'Sudbury', province: 'ON', areaCode: '705', fsa: 'P3A' },
  { city: 'Sarnia', province: 'ON', areaCode: '519', fsa: 'N7T' },
  { city: 'Winnipeg', province: 'MB', areaCode: '204', fsa: 'R3C' },
  { city: 'Brandon', province: 'MB', areaCode: '204', fsa: 'R7A' },
  { city: 'Moncton', province: 'NB', areaCode: '506', fsa: 'E1C' },
  { city: 'Saint John', province: 'NB', areaCode: '506', fsa: 'E2L' },
  { city: 'Halifax', province: 'NS', areaCode: '902', fsa: 'B3H' },
  { city: "St. John's", province: 'NL', areaCode: '709', fsa: 'A1C' },
  { city: 'Whitehorse', province: 'YT', areaCode: '867', fsa: 'Y1A' },
];

export const STREETS = [
  'Main Street', 'Railway Avenue', 'Victoria Avenue', 'Spruce Crescent', 'Birch Avenue', 'Aspen Drive',
  'Riverside Drive', 'Highland Road', 'Lakeview Drive', 'Maple Street', '2nd Avenue', '4th Street',
  '10th Avenue', 'Centennial Drive', 'Park Road', 'Elm Street', 'Willow Crescent', 'Pine Street',
] as const;

/** Letters allowed in a Canadian postal code (no D, F, I, O, Q or U). */
export const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
