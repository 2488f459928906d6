import type {
  ApprovedDomainsResponse,
  FeedIntegrationResponse,
  FilteredLocationResponse,
  FilteredLocationsResponse,
  LocationsByProvinceResponse,
  MessageResponse,
  ProvinceCode,
} from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { notFound, parse, validationError } from '../../core/http/errors';
import { routeIds } from '../../core/http/ids';
import { responses } from '../../core/http/response';
import { requireFeature, sessionOf } from '../../core/auth/plugin';
import { msg, t } from '../../core/i18n';
import {
  addDomain,
  addLocation,
  feedSlugOf,
  findTown,
  hasIntegrationToken,
  listDomains,
  listLocations,
  removeDomain,
  removeLocation,
  townsOf,
} from './repository';
import {
  approvedDomainsResponse,
  deletedResponse,
  domainInput,
  feedIntegrationResponse,
  filteredLocationInput,
  filteredLocationResponse,
  filteredLocationsResponse,
  locationsByProvinceResponse,
  provinceQuery,
} from './schemas';
import { feedPaths } from './feeds.routes';

/** /json/feed-jobs/integrations: which pages may read the public feed and which towns it publishes. */
export const feedIntegrationsRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.addHook('preHandler', async (request) => {
    await requireFeature(db, request, 'jobs_feed');
  });

  app.get('/approved-domains', { schema: { response: responses({ 200: approvedDomainsResponse }) } }, async (request): Promise<ApprovedDomainsResponse> => ({
    approved_domains: await listDomains(db, sessionOf(request).customerId, request.locale),
  }));

  app.post('/approved-domains', { schema: { response: responses({ 200: approvedDomainsResponse }) } }, async (request): Promise<ApprovedDomainsResponse> => {
    const { customerId } = sessionOf(request);
    const { domain } = parse(domainInput, request.body);
    if (!(await addDomain(db, customerId, domain))) throw validationError({ domain: [msg('jobs-feed:domain_taken')] });
    return { message: t(request, 'jobs-feed:domain_added'), approved_domains: await listDomains(db, customerId, request.locale) };
  });

  app.delete('/approved-domains/:id', { schema: { response: responses({ 200: approvedDomainsResponse }) } }, async (request): Promise<ApprovedDomainsResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await removeDomain(db, customerId, id))) throw notFound();
    return { message: t(request, 'jobs-feed:domain_removed'), approved_domains: await listDomains(db, customerId, request.locale) };
  });

  app.get('/locations-by-province', { schema: { response: responses({ 200: locationsByProvinceResponse }) } }, async (request): Promise<LocationsByProvinceResponse> => {
    const { province } = parse(provinceQuery, request.query);
    return { province: province as ProvinceCode, towns: await townsOf(db, province as ProvinceCode) };
  });

  app.get('/filtered-locations', { schema: { response: responses({ 200: filteredLocationsResponse }) } }, async (request): Promise<FilteredLocationsResponse> => ({
    filtered_locations: await listLocations(db, sessionOf(request).customerId),
  }));

  app.post('/filtered-locations', { schema: { response: responses({ 200: filteredLocationResponse }) } }, async (request): Promise<FilteredLocationResponse> => {
    const { customerId } = sessionOf(request);
    const input = parse(filteredLocationInput, request.body);
    const townId = await findTown(db, input.province as ProvinceCode, input.town);
    if (townId === null) throw validationError({ town: [msg('jobs-feed:town_invalid')] });
    const location = await addLocation(db, customerId, townId);
    if (!location) throw validationError({ town: [msg('jobs-feed:location_taken')] });
    return { message: t(request, 'jobs-feed:location_added'), filtered_location: location };
  });

  app.delete('/filtered-locations/:id', { schema: { response: responses({ 200: deletedResponse }) } }, async (request): Promise<MessageResponse> => {
    const { customerId } = sessionOf(request);
    const { id } = routeIds(request.params, 'id');
    if (!(await removeLocation(db, customerId, id))) throw notFound();
    return { message: t(request, 'jobs-feed:location_removed') };
  });

  app.get('/feed', { schema: { response: responses({ 200: feedIntegrationResponse }) } }, async (request): Promise<FeedIntegrationResponse> => {
    const { customerId } = sessionOf(request);
    const slug = await feedSlugOf(db, customerId);
    const paths = feedPaths(slug);
    return {
      feed_slug: slug,
      json_url: `${config.publicUrl}${paths.json}`,
      rss_url: `${config.publicUrl}${paths.rss}`,
      has_integration_token: await hasIntegrationToken(db, customerId),
    };
  });
};
