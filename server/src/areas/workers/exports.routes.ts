import type { ExportWorkersResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse, validationError } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { heldCredentials } from '../credentials';
import { PERSONAL_COLUMNS, workersCsv } from './repository/exports';
import { exportInput, exportWorkersResponse } from './schemas/exports';
import { msg } from '../../core/i18n';

/** /json/exports/workers: the workers the list's filters match as CSV, with the chosen columns and credential expiries. */
export const workerExportRoutes: RoutesPlugin = async (app, { db }) => {
  app.post('/', { schema: { response: responses({ 200: exportWorkersResponse }) } }, async (request): Promise<ExportWorkersResponse> => {
    const { customerId } = sessionOf(request);
    const input = parse(exportInput, request.body);
    const personal = PERSONAL_COLUMNS.filter(([key]) => input[key]);
    const credentialIds = [...new Set(input.credentials)];
    if (personal.length === 0 && credentialIds.length === 0 && !input.needs_review) throw validationError({ columns: [msg('workers:exports.no_columns')] });
    const catalogue = credentialIds.length > 0 ? await heldCredentials(db, customerId, credentialIds) : [];
    if (catalogue.length !== credentialIds.length) throw validationError({ credentials: [msg('workers:exports.credentials_invalid')] });
    // Columns follow the order the credentials were chosen in.
    const chosen = credentialIds.map((id) => catalogue.find((credential) => credential.id === id)!);
    return { csv_string: await workersCsv(db, customerId, personal, chosen, request.locale, { needsReview: input.needs_review, filters: input.filters }) };
  });
};
