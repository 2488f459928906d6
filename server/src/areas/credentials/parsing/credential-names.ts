/**
 * Credentials common on Canadian sites, with the other ways certificates write them. A document is matched
 * against these and the customer's own catalogue; the label here is the name a match proposes.
 */
export interface KnownCredential {
  label: string;
  aliases: string[];
}

export const COMMON_CREDENTIALS: KnownCredential[] = [
  { label: 'Working at Heights', aliases: ['work at heights', 'working at height', 'wah training'] },
  { label: 'WHMIS 2015', aliases: ['whmis', 'workplace hazardous materials information system'] },
  {
    label: 'Standard First Aid & CPR C',
    aliases: ['standard first aid cpr c', 'standard first aid with cpr c', 'standard first aid and cpr c', 'standard first aid', 'sfa cpr c'],
  },
  { label: 'Emergency First Aid & CPR', aliases: ['emergency first aid cpr', 'emergency first aid', 'efa cpr'] },
  { label: 'Fall Protection', aliases: ['fall arrest', 'fall protection training'] },
  { label: 'Confined Space Entry', aliases: ['confined space entry and rescue', 'confined space awareness', 'confined space'] },
  { label: 'H2S Alive', aliases: ['h2s alive', 'h 2 s alive', 'hydrogen sulphide alive', 'hydrogen sulfide'] },
  {
    label: 'Ground Disturbance Level II',
    aliases: ['ground disturbance level 2', 'ground disturbance 201', 'ground disturbance ii'],
  },
  { label: 'Red Seal', aliases: ['interprovincial standards red seal', 'red seal endorsement', 'red seal certificate'] },
  { label: 'Aerial Work Platform', aliases: ['aerial work platform', 'elevating work platform', 'aerial lift'] },
  { label: 'Forklift Operator', aliases: ['forklift', 'lift truck operator'] },
  { label: 'Traffic Control Person', aliases: ['traffic control person', 'traffic control', 'flagger'] },
  { label: 'Construction Safety Training System (CSTS-2020)', aliases: ['csts 2020', 'csts', 'construction safety training system'] },
  { label: 'Lockout/Tagout', aliases: ['lockout tagout', 'lock out tag out', 'loto'] },
  { label: 'Transportation of Dangerous Goods', aliases: ['transportation of dangerous goods', 'tdg'] },
  { label: 'Rigging & Signalling', aliases: ['rigging and signalling', 'rigging signalling', 'rigger'] },
];

/** Bodies that issue many of the certificates workers upload. */
export const COMMON_ISSUERS: string[] = [
  'Canadian Red Cross',
  'St. John Ambulance',
  'Energy Safety Canada',
  'Alberta Construction Safety Association',
  'Infrastructure Health & Safety Association',
  'BC Construction Safety Alliance',
  'Construction Safety Association of Manitoba',
  'Saskatchewan Construction Safety Association',
  'WorkSafeBC',
  'Canadian Welding Bureau',
  'Technical Safety BC',
  'Lifesaving Society',
  'Heart and Stroke Foundation',
  'Red Seal Program',
];
