import type { UserGuideKey } from 'shared-api/contract';

/** A block of a guide: a heading, a paragraph or a bulleted list. */
export type GuideBlock = { heading: string } | { text: string } | { bullets: string[] };

export interface GuideContent {
  title: string;
  audience: string;
  blocks: GuideBlock[];
}

const SIGNING_IN: GuideBlock[] = [
  { heading: 'Signing in and finding your way' },
  {
    text:
      'Open the portal in any current browser and sign in with the e-mail address and password of your account. If you belong to more than one company, choose the company you are working for from the list in the sidebar; everything you see afterwards belongs to that company only.',
  },
  {
    text:
      'The sidebar on the left lists every page your company has. On a phone it folds into the menu button at the top of the screen. The language switch at the bottom of the sidebar changes the portal between English and French; your choice is remembered on your account.',
  },
  {
    bullets: [
      'Dashboard: counts of workers, crews and credentials, and what expires soon.',
      'Workers: every person you employ or hire, with contacts, notes, tags and credentials.',
      'Credentials: every certificate and ticket your workers hold, with their expiry dates.',
      'Crews: groups of workers for a site or a job, with what each crew must hold.',
      'Notifications: what changed while you were away.',
    ],
  },
];

const CREDENTIALS: GuideBlock[] = [
  { heading: 'Keeping credentials current' },
  {
    text:
      'The Credentials page lists every credential your workers hold. Use the filters to see what expires in the next 30, 60 or 90 days, or what has already expired. Each row shows the worker, the credential, its issue and expiry dates and the document that proves it.',
  },
  {
    bullets: [
      'Request Credential sends the worker a link by e-mail; they upload the document from their phone without an account.',
      'Bulk Upload takes a CSV file of credentials (see the sample file on the page) and reports each row once it is read.',
      'Issuers lists the training schools and associations that issue your credentials, with their contact details.',
      'An expired credential is marked Expired; a credential without an expiry date shows No Expiry.',
    ],
  },
];

const ACCOUNT: GuideBlock[] = [
  { heading: 'Notifications' },
  {
    text:
      'The Notifications page lists what happened in your account, newest first: a credential about to expire, a request fulfilled by a worker, a bulk upload finished, a worker added to or removed from a crew, a crew administrator changed. Filter by type, and use Load More to read further back. Unread notifications are marked New; Mark all as read clears them.',
  },
  { heading: 'Settings, admins and your subscription' },
  {
    bullets: [
      'Admins (Users) lists the people who can sign in to your company; owners and admins invite new ones by e-mail and owners change roles.',
      'Settings shows your integration token (generated once, then copied from there), the features of your account and your active subscription with its trial end date.',
      'The integration token is a password for other systems: keep it on your servers, never in a web page.',
    ],
  },
];

const HELP: GuideBlock[] = [
  { heading: 'Getting help' },
  {
    text:
      'Every page says what happened when something fails and what to try next. If a page tells you a feature is not available in your account, your subscription does not include it: the Settings page lists your features and your plan, and your account manager can add the feature.',
  },
];

/** The three guides of the User Guides page, written for this portal's own screens. */
export const GUIDES: Record<UserGuideKey, GuideContent> = {
  'general-contractors': {
    title: 'Trades Portal – Guide for general contractors',
    audience: 'For site superintendents, safety coordinators and office staff of general contractors.',
    blocks: [
      {
        text:
          'This guide walks through the portal as a general contractor uses it: knowing who is on site, proving that every crew holds the tickets the owner asks for, and finding trades when a job needs more hands.',
      },
      ...SIGNING_IN,
      { heading: 'Workers' },
      {
        text:
          'The Workers page shows a card for every worker. Search by name or e-mail, filter by tag (Red Seal, Night Shift, a site name) and open a card to see the worker panel: details, emergency contacts, notes, crews, login details and credentials. Add workers one at a time with Create Worker, or import many from a CSV file with Import.',
      },
      {
        bullets: [
          'Deactivate a worker who has left; their history stays and they can be activated again.',
          'Wallet access sends a worker a private link to their own credentials, to show at a gate.',
          'Export Workers downloads the list, with the credentials you choose, as a CSV file.',
        ],
      },
      { heading: 'Crews' },
      {
        text:
          'A crew is the group of workers on one site or job. Create a crew with a name, a description and an administrator, then add workers. Follow the credentials the owner requires (for example H2S Alive, Fall Protection and Standard First Aid): the crew page then shows who holds each one and who is missing it.',
      },
      {
        bullets: [
          'Request Credential asks a worker for a missing credential; Request from all asks every worker missing it at once.',
          'Set a worker quota (minimum and maximum) to see when a crew is short-handed or over its count.',
          'Share a crew with a subcontractor or an owner: they see its workers and credentials read-only.',
          'Activity shows the hours logged by the crew, by day or by month.',
        ],
      },
      ...CREDENTIALS,
      { heading: 'Time logs' },
      {
        text:
          'Workers > Time Logs lists the hours your workers logged, filtered by year, month, worker, crew or day, with the total of the hours shown. Correct an entry with Edit (hours up to 24, minutes up to 59) or remove it with Delete.',
      },
      { heading: 'Jobs Feed' },
      {
        text:
          'With the Jobs Feed feature, the Jobs Feed page publishes your open positions to your own careers page. Under Jobs, create a job with its title, description, employer, province, city, term (Full-Time, Part-Time, or Part-Time leading to Full-Time), number of positions, salary, the date posted and the date it stops showing. Switch a job off with its Active switch and it leaves your careers page at once.',
      },
      {
        text:
          'Under Integration, list the domains of the sites allowed to show your jobs (for example careers.yourcompany.ca), choose the towns whose jobs are published, and copy the snippet to paste into your careers page. The feed is also available as RSS for job boards.',
      },
      { heading: 'Testing & Training' },
      {
        text:
          'Testing & Training lists training providers with the courses they offer. View All Services & Pricing opens a panel with the provider\'s details, every service with its price (search by name), and the locations where courses run, with phone numbers and websites.',
      },
      ...ACCOUNT,
      { heading: 'Your first week' },
      {
        bullets: [
          'Invite the admins who run your sites (Admins, + Admin).',
          'Import your workers from a CSV file and tag them by site and trade.',
          'Create a crew per site and follow the credentials the owner requires.',
          'Request the missing credentials from the crew page.',
          'Check the Dashboard every Monday for what expires in the next 30 days.',
        ],
      },
      ...HELP,
    ],
  },
  subcontractors: {
    title: 'Trades Portal – Guide for subcontractors',
    audience: 'For owners, foremen and office staff of trade contractors working under a general contractor.',
    blocks: [
      {
        text:
          'As a subcontractor you use the portal to keep your own workers\' tickets current, to show a general contractor that your crew is qualified before it mobilises, and to answer the credential requests you receive.',
      },
      ...SIGNING_IN,
      { heading: 'Your workers and their tickets' },
      {
        text:
          'Add your workers on the Workers page, or import them from a spreadsheet saved as CSV: the sample file on the import screen shows the columns (first name, last name, e-mail, phone, address, city, province, postal code, date of birth and a short bio). Then record each worker\'s credentials from the worker panel, with the issue and expiry dates and a photo or PDF of the ticket.',
      },
      {
        bullets: [
          'The Dashboard counts the credentials that expire in the next 90 days: book the courses before they lapse.',
          'Testing & Training shows providers, their prices and their locations, so you can compare before booking.',
          'A worker can keep their own wallet link and upload a renewed ticket themselves.',
        ],
      },
      { heading: 'Working with a general contractor' },
      {
        text:
          'Create a crew for each job and add the workers you are sending. When the general contractor asks to see your crew, share it from the crew page (Share): enter their name and e-mail and they receive a link. They see the workers and credentials of that crew only, read-only, and you can withdraw the access at any time or resend the link.',
      },
      {
        text:
          'When a general contractor shares one of their crews with you, it appears under the imported crews, so you see the same list of requirements they do.',
      },
      ...CREDENTIALS,
      { heading: 'Answering requests' },
      {
        text:
          'A credential request arrives as an e-mail with a link. Open it on a phone or a computer, choose the issue date (the expiry date is suggested from the credential\'s validity), attach the document and submit. The requester is notified, and the credential appears on the worker\'s record.',
      },
      { heading: 'Joining through your association' },
      {
        text:
          'If your local construction association sent you a referral link, open it to create your company\'s account: enter the company name, your name, your e-mail and a password of at least 8 characters. Your account starts on the plan the association chose, with its free trial, and the Association page then shows what your membership gives you.',
      },
      ...ACCOUNT,
      { heading: 'Your first week' },
      {
        bullets: [
          "Import your workers and record each worker's tickets with their documents.",
          "Create a crew for each general contractor's job.",
          'Share the crew with the general contractor before mobilising.',
          'Answer credential requests from the e-mailed links.',
          'Book renewals through Testing & Training before tickets lapse.',
        ],
      },
      ...HELP,
    ],
  },
  recruiters: {
    title: 'Trades Portal – Guide for recruiters',
    audience: 'For recruiters and hiring coordinators who fill trades positions.',
    blocks: [
      {
        text:
          'Recruiters use the portal to publish openings, to keep track of the people they place and the tickets those people hold, and to hand a client a ready, verified crew.',
      },
      ...SIGNING_IN,
      { heading: 'Publishing openings with the Jobs Feed' },
      {
        text:
          'Each job you create on the Jobs Feed page is published on your careers page and in your RSS feed until its display-until date, as long as it is active. The create form starts with one position, today as the date posted and a display period of 28 days; every field except the salary is required, and on an edit the URL may be left blank.',
      },
      {
        bullets: [
          'Province is one of the 13 provinces and territories; the term is Full-Time, Part-Time or Part-Time leading to Full-Time.',
          'Switch a job off when it is filled: it disappears from the feed immediately and stays in your list.',
          'Filtered locations limit the feed to the towns you choose; with none chosen, every job is published.',
          'Approved domains are the only websites whose pages may load the feed in a browser; a server holding your integration token (Settings) may read it from anywhere.',
        ],
      },
      { heading: 'Your careers page and job boards' },
      {
        text:
          'The Integration tab shows two addresses for your feed: one in JSON, for a careers page that lists your jobs with a few lines of script, and one in RSS, for job boards and feed readers. Copy the snippet shown there into your careers page; it reads the JSON feed and lists each job with its title, town and province, term, number of positions, salary and a link to apply.',
      },
      {
        text:
          'A browser only shows the feed on pages served from an approved domain, over https or http. Add each domain once (a pasted address such as https://careers.example.ca/jobs is reduced to careers.example.ca); remove a domain and its pages stop showing your jobs. A job board that reads the feed from its own servers can be given your integration token instead.',
      },
      {
        bullets: [
          'A job appears from its date posted and stays until the end of its display-until date.',
          'Changes show in the feed as soon as they are saved: there is nothing to publish.',
          'The RSS feed lists the same jobs, each with its apply link, location and term.',
        ],
      },
      { heading: 'Candidates and placed workers' },
      {
        text:
          'Add candidates as workers, tag them by trade, availability or region, and record their credentials with the documents. Search and filter the Workers page to build a short list, then create a crew for the client\'s job and share it with the client: they see exactly the people and tickets you propose.',
      },
      {
        bullets: [
          'Notes on a worker keep your interview and reference-check remarks with the record.',
          'Request Credential asks a candidate for a missing ticket without a phone call.',
          'Export Workers produces a CSV file for your client or your payroll system.',
        ],
      },
      { heading: 'Training for candidates' },
      {
        text:
          'When a candidate lacks a required ticket, Testing & Training lists the providers who teach it, with prices and the nearest locations, so you can book the course and add the new credential when it is issued.',
      },
      { heading: 'Referrals for associations' },
      {
        text:
          'Accounts with the association feature have a Referrals page. + Code creates a referral code for a plan (the plan card shows its trial days, monthly price and discount); Copy puts the sign-up link on the clipboard. Companies that sign up through the link are listed under Referred customers with their trial end date.',
      },
      ...ACCOUNT,
      { heading: 'Your first week' },
      {
        bullets: [
          'Ask your web team for the domain of your careers page and add it under Integration.',
          'Create your open positions on the Jobs Feed page and check them in the feed.',
          'Add candidates as workers, with tags and credentials.',
          'Build a crew for each client request and share it with the client.',
          'Switch filled jobs off the same day.',
        ],
      },
      ...HELP,
    ],
  },
};
