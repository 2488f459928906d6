import {
  TIME_LOG_OPTIONS_SHOWN,
  type MessageResponse,
  type TimeLogCrewOptionsResponse,
  type TimeLogResponse,
  type TimeLogsResponse,
  type TimeLogWorkerOptionsResponse,
} from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { msg, t } from '../../core/i18n';
import { belongsToCustomer, crewOptions, deleteTimeLog, findTimeLogs, requireTimeLog, updateTimeLog, workerOptions } from './repository';
import {
  crewOptionsResponse,
  deletedResponse,
  listQuery,
  optionsQuery,
  timeLogInput,
  timeLogResponse,
  timeLogsResponse,
  workerOptionsResponse,
} from './schemas';

const PER_PAGE = 20;

/** /json/time-logs: the customer's time logs (the workers page's list and a crew's logs), with edit and delete. */
export const timeLogsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: timeLogsResponse }) } }, async (request): Promise<TimeLogsResponse> => {
    const { customerId } = sessionOf(request);
    const query = parse(listQuery, request.query);
    // Filtering by another customer's worker or crew is the same as asking for that record: 404.
    if (query.worker_id && !(await belongsToCustomer(db, 'enterprise_customer_workers', query.worker_id, customerId))) throw notFound();
    if (query.crew_id && !(await belongsToCustomer(db, 'crews', query.crew_id, customerId))) throw notFound();
    const { logs, total, duration } = await findTimeLogs(db, customerId, query, PER_PAGE, request.locale);
    return {
      time_logs: paginated(logs, total, query.page, PER_PAGE, {
        path: '/json/time-logs',
        query: { year: query.year, month: query.month, worker_id: query.worker_id, crew_id: query.crew_id, date: query.date },
      }),
      totals: { hours: Math.floor(duration / 60), minutes: duration % 60, duration },
    };
  });

  // The searchable worker and crew of the filters and the edit form: all of the customer's, a page at a time, by what is typed.
  app.get('/options/workers', { schema: { response: responses({ 200: workerOptionsResponse }) } }, async (request): Promise<TimeLogWorkerOptionsResponse> =>
    workerOptions(db, sessionOf(request).customerId, parse(optionsQuery, request.query), TIME_LOG_OPTIONS_SHOWN),
  );

  app.get('/options/crews', { schema: { response: responses({ 200: crewOptionsResponse }) } }, async (request): Promise<TimeLogCrewOptionsResponse> =>
    crewOptions(db, sessionOf(request).customerId, parse(optionsQuery, request.query), TIME_LOG_OPTIONS_SHOWN),
  );

  app.get('/:id', { schema: { response: responses({ 200: timeLogResponse }) } }, async (request): Promise<TimeLogResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    return { time_log: await requireTimeLog(db, customerId, id, request.locale) };
  });

  app.put('/:id', { schema: { response: responses({ 200: timeLogResponse }) } }, async (request): Promise<TimeLogResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    // Another customer's log is 404 whatever the body says.
    await requireTimeLog(db, customerId, id, request.locale);
    const input = parse(timeLogInput, request.body);
    const errors: Record<string, string[]> = {};
    if (!(await belongsToCustomer(db, 'enterprise_customer_workers', input.worker_id, customerId))) errors.worker_id = [msg('time-logs:worker_invalid')];
    if (input.crew_id && !(await belongsToCustomer(db, 'crews', input.crew_id, customerId))) errors.crew_id = [msg('time-logs:crew_invalid')];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await updateTimeLog(db, customerId, id, input);
    return { time_log: await requireTimeLog(db, customerId, id, request.locale), message: t(request, 'time-logs:updated') };
  });

  app.delete('/:id', { schema: { response: responses({ 200: deletedResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await deleteTimeLog(db, customerId, id))) throw notFound();
    return { message: t(request, 'time-logs:deleted') };
  });
};
