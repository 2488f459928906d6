import { diffForHumans } from '../../../core/lib/time';
import { staffFileUrl } from '../repository';
import type { CredentialParseJob } from 'shared-api/contract';

export const PARSE_QUEUE = 'credentials.parse';

export interface ParseJobRow {
  id: number;
  status: CredentialParseJob['status'];
  group_id: string;
  error: string | null;
  user_credential_id: number | null;
  file_id: number | null;
  file_name: string | null;
  created_at: Date;
}

/** Select a parse job as ParseJobRow: `from user_credential_parse_jobs pj` followed by PARSE_JOB_JOINS. */
export const PARSE_JOB_COLUMNS = `pj.id, pj.status, pj.group_id, pj.error, pj.user_credential_id, pj.file_id,
  f.original_name as file_name, pj.created_at`;
export const PARSE_JOB_JOINS = 'left join files f on f.id = pj.file_id';

export function serializeParseJob(row: ParseJobRow, now = new Date()): CredentialParseJob {
  return {
    id: row.id,
    status: row.status,
    group_id: row.group_id,
    file_name: row.file_name,
    file_url: staffFileUrl(row.file_id),
    error: row.error,
    user_credential_id: row.user_credential_id,
    created_at_diff: diffForHumans(row.created_at, now),
  };
}
