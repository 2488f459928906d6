import type {
  TrainingProviderLocationsResponse,
  TrainingProviderResponse,
  TrainingProviderServicesResponse,
  TrainingProvidersResponse,
} from 'shared-api/contract';
import { TRAINING_PROVIDERS_PER_PAGE, TRAINING_SERVICES_PER_PAGE } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { paginated } from '../../core/http/pagination';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { listLocations, listProviders, listServices, requireProvider } from './repository';
import { listQuery, locationsResponse, providerResponse, providersResponse, servicesResponse } from './schemas';

/** /json/training-providers: the Testing & Training page (spec part 2 §7 "Testing and training"). */
export const trainingProvidersRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/', { schema: { response: responses({ 200: providersResponse }) } }, async (request): Promise<TrainingProvidersResponse> => {
    const { customerId } = sessionOf(request);
    const query = parse(listQuery, request.query);
    const perPage = query.per_page ?? TRAINING_PROVIDERS_PER_PAGE;
    const { providers, total } = await listProviders(db, customerId, query.search || undefined, query.page, perPage);
    return {
      training_providers: paginated(providers, total, query.page, perPage, {
        path: '/json/training-providers',
        query: { search: query.search, per_page: query.per_page },
      }),
    };
  });

  app.get('/:id', { schema: { response: responses({ 200: providerResponse }) } }, async (request): Promise<TrainingProviderResponse> => {
    const { id } = routeIds(request.params, 'id');
    return { training_provider: await requireProvider(db, sessionOf(request).customerId, id) };
  });

  app.get('/:id/services', { schema: { response: responses({ 200: servicesResponse }) } }, async (request): Promise<TrainingProviderServicesResponse> => {
    const { id } = routeIds(request.params, 'id');
    await requireProvider(db, sessionOf(request).customerId, id);
    const query = parse(listQuery, request.query);
    const perPage = query.per_page ?? TRAINING_SERVICES_PER_PAGE;
    const { services, total } = await listServices(db, id, query.search || undefined, query.page, perPage);
    return {
      services: paginated(services, total, query.page, perPage, {
        path: `/json/training-providers/${id}/services`,
        query: { search: query.search, per_page: query.per_page },
      }),
    };
  });

  app.get('/:id/locations', { schema: { response: responses({ 200: locationsResponse }) } }, async (request): Promise<TrainingProviderLocationsResponse> => {
    const { id } = routeIds(request.params, 'id');
    await requireProvider(db, sessionOf(request).customerId, id);
    return { locations: await listLocations(db, id) };
  });
};
