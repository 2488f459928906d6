import type { PublicSharedCrewResponse } from 'shared-api';

/** A shared crew as GET /json/shares/crews/{token} answers, for stories and tests. */
export const publicSharedCrew: PublicSharedCrewResponse = {
  crew: {
    id: 7,
    name: 'Tower Crane Crew',
    description: 'Erects and operates the tower cranes.',
    crew_image_url: null,
    customer: { name: 'Northern Electric' },
    workers: [
      {
        id: 11,
        full_name: 'Maria Lopez',
        job_title: 'Crane operator',
        profile_picture_url: null,
        credentials: [
          { id: 1, name: 'Fall Protection', issued: '2024-01-01', issued_pretty_date: 'Jan 1, 2024', expiry: '2027-01-03', expires_pretty_date: 'Jan 3, 2027', is_expired: false, counts_as_held: true },
          // Sent by the worker, not yet verified by the employer.
          { id: 2, name: 'WHMIS 2015', issued: '2026-10-01', issued_pretty_date: 'Oct 1, 2026', expiry: '2029-10-01', expires_pretty_date: 'Oct 1, 2029', is_expired: false, counts_as_held: false },
        ],
        contacts: [{ id: 1, full_name: 'Luis Lopez', relationship: 'Brother', phone: '604-555-0101', email: null }],
      },
    ],
  },
  share: { recipient_name: 'Gail General', expires_at: null, shared_at_pretty_date: 'Nov 20, 2026' },
};
