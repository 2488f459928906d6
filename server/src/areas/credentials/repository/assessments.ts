import type { Queryable } from '../../../core/db';
import { DEFAULT_LOCALE, type Locale } from '../../../core/i18n';
import { diffForHumans } from '../../../core/lib/time';
import { AUTHOR_COLUMNS, authorJoin, createdByUser, type AuthorRow } from '../../../core/lib/authors';
import { readPage } from '../../../core/http/pagination';
import type { InternalAssessment } from 'shared-api/contract';
import type { AssessmentFields } from '../schemas';

interface AssessmentRow extends AuthorRow {
  id: number;
  score: number;
  notes: string;
  created_at: Date;
}

const ASSESSMENT_COLUMNS = `a.id, a.score, a.notes, a.created_at, ${AUTHOR_COLUMNS}`;

const toAssessment = (row: AssessmentRow, now: Date, locale: Locale): InternalAssessment => ({
  id: row.id,
  score: row.score,
  notes: row.notes,
  created_at_diff_for_humans: diffForHumans(row.created_at, now, locale),
  created_by_user: createdByUser(row),
});

/** One page of a credential's assessments, newest first, and their number. */
export async function findAssessments(
  db: Queryable,
  customerId: number,
  credentialId: number,
  page: number,
  perPage: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ assessments: InternalAssessment[]; total: number }> {
  const { rows, total } = await readPage<AssessmentRow>(
    db,
    {
      columns: ASSESSMENT_COLUMNS,
      from: 'internal_assessments a',
      joins: authorJoin('a'),
      where: 'a.user_credential_id = $1 and a.enterprise_customer_id = $2',
      params: [credentialId, customerId],
      order: 'a.created_at desc, a.id desc',
    },
    page,
    perPage,
  );
  const now = new Date();
  return { assessments: rows.map((row) => toAssessment(row, now, locale)), total };
}

export async function createAssessment(
  db: Queryable,
  input: { customerId: number; userId: number; credentialId: number; fields: AssessmentFields },
  locale: Locale = DEFAULT_LOCALE,
): Promise<InternalAssessment> {
  const [row] = await db.query<AssessmentRow>(
    `with a as (
       insert into internal_assessments (enterprise_customer_id, user_credential_id, score, notes, created_by_user_id)
       values ($1, $2, $3, $4, $5) returning id, score, notes, created_at, created_by_user_id
     )
     select ${ASSESSMENT_COLUMNS} from a ${authorJoin('a')}`,
    [input.customerId, input.credentialId, input.fields.score, input.fields.notes, input.userId],
  );
  return toAssessment(row, new Date(), locale);
}

/** Whether the credential had that assessment to delete. */
export async function deleteAssessment(db: Queryable, customerId: number, credentialId: number, id: number): Promise<boolean> {
  const deleted = await db.query(
    'delete from internal_assessments where id = $1 and user_credential_id = $2 and enterprise_customer_id = $3 returning id',
    [id, credentialId, customerId],
  );
  return deleted.length > 0;
}
