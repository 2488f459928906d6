/**
 * Testing & Training (spec part 2 §2 "Testing & Training page", §3 training provider / service / location,
 * §7 "Testing and training"). Providers are shared by every customer; a demo-mode customer also sees the
 * sample "test suite" provider.
 */
import type { Paginated } from './types';
import type { ProvinceCode } from './constants';

/** A service's name, as the Services Offered column lists them. */
export interface TrainingServiceName {
  id: number;
  name: string;
}

export interface TrainingProvider {
  id: number;
  name: string;
  /** Opened in a new tab; null when the provider has none. */
  website_url: string | null;
  /**
   * The Details tab's HTML, already sanitised by the server (sanitize-html: no scripts, styles, event handlers,
   * javascript: links; links get rel="noopener noreferrer" target="_blank"). Safe to render as HTML.
   */
  description: string;
  /** Every service the provider offers, by name (Services Offered). */
  services: TrainingServiceName[];
}

/** GET /json/training-providers?search=&page=&per_page= (20 a page from page 1; search matches the name, trimmed). */
export interface TrainingProvidersResponse {
  training_providers: Paginated<TrainingProvider>;
}

/** GET /json/training-providers/{id}: 404 `Training provider not found.` for an unknown id. */
export interface TrainingProviderResponse {
  training_provider: TrainingProvider;
}

export interface TrainingProviderService {
  id: number;
  name: string;
  /** In dollars (129.5 is $129.50); null when not listed: the Price cell stays blank. */
  price: number | null;
}

/** GET /json/training-providers/{id}/services?search=&page=&per_page= (20 a page; search trimmed, on the name, case-insensitive). */
export interface TrainingProviderServicesResponse {
  services: Paginated<TrainingProviderService>;
}

export interface TrainingProviderLocation {
  id: number;
  name: string;
  address: string | null;
  town: { id: number; name: string };
  province: { code: ProvinceCode; name: string };
  /** "(403) 555-0100" for a 10-digit North American number, otherwise the number as stored; null when none. */
  pretty_phone: string | null;
  /** null when none. */
  website: string | null;
}

/** GET /json/training-providers/{id}/locations. The page's failure toast: `Failed to load training provider locations. Please try again later.` */
export interface TrainingProviderLocationsResponse {
  locations: TrainingProviderLocation[];
}

export interface TrainingProvidersQuery {
  search?: string;
  page?: number;
  per_page?: number;
}
