import type { CrewActivityResponse, CrewMonthLogsResponse, CrewTimeLogResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { sessionOf } from '../../core/auth/plugin';
import { parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { isoDate } from '../../core/lib/time';
import { timeLogsBetween } from '../time-logs';
import { requireCrew, today } from './repository/common';
import { logCrewTime } from './crews.workers.routes';
import { activityQuery, activityResponse, monthLogsResponse, monthQuery, timeLogResponse } from './schemas';

const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return isoDate(date);
};

/** /json/crews/:crewId (activity): the crew's time logs by days back (Daily) or by month (Monthly), and logging time. */
export const crewActivityRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/activity', { schema: { response: responses({ 200: activityResponse }) } }, async (request): Promise<CrewActivityResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { from, to } = parse(activityQuery, request.query);
    const day = today();
    const range = { from: daysBefore(day, to), to: daysBefore(day, from) };
    return { time_logs: await timeLogsBetween(db, customerId, { ...range, crewId }, request.locale), from_date: range.from, to_date: range.to };
  });

  app.get('/activity/month-logs', { schema: { response: responses({ 200: monthLogsResponse }) } }, async (request): Promise<CrewMonthLogsResponse> => {
    const { customerId } = sessionOf(request);
    const { crewId } = routeIds(request.params, 'crewId');
    await requireCrew(db, customerId, crewId);
    const { year, month } = parse(monthQuery, request.query);
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = isoDate(new Date(Date.UTC(year, month, 0)));
    return { time_logs: await timeLogsBetween(db, customerId, { from: first, to: last, crewId }, request.locale) };
  });

  app.post('/time-logs', { schema: { response: responses({ 201: timeLogResponse }) } }, async (request, reply): Promise<CrewTimeLogResponse> => {
    const { crewId } = routeIds(request.params, 'crewId');
    const answer = await logCrewTime({ db }, request, crewId);
    reply.status(201);
    return answer;
  });
};
