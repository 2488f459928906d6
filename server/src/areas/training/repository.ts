import { PROVINCES, type ProvinceCode } from 'shared-api/contract';
import type { TrainingProvider, TrainingProviderLocation, TrainingProviderService } from 'shared-api/contract';
import type { Queryable } from '../../core/db';
import { notFound } from '../../core/http/errors';
import { readPage } from '../../core/http/pagination';
import { likePattern } from '../../core/db/like';
import { prettyPhone } from '../../core/lib/phone';
import { msg } from '../../core/i18n';
import { sanitizeDescription } from './sanitize';

/** Providers a customer sees: every real one, and the demo-only sample when the customer is in demo mode. */
const VISIBLE = `(not p.demo_only or exists (select 1 from enterprise_customers c where c.id = $1 and c.mode = 'demo'))`;

interface ProviderRow {
  id: number;
  name: string;
  website_url: string | null;
  description: string;
}

async function withServices(db: Queryable, rows: ProviderRow[]): Promise<TrainingProvider[]> {
  if (rows.length === 0) return [];
  const services = await db.query<{ id: number; name: string; training_provider_id: number }>(
    `select id, name, training_provider_id from training_provider_services where training_provider_id = any($1::int[]) order by lower(name), id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    website_url: row.website_url,
    description: sanitizeDescription(row.description),
    services: services.filter((s) => s.training_provider_id === row.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

export async function listProviders(db: Queryable, customerId: number, search: string | undefined, page: number, perPage: number) {
  const pattern = search ? likePattern(search) : null;
  const { rows, total } = await readPage<ProviderRow>(
    db,
    {
      columns: 'p.id, p.name, p.website_url, p.description',
      from: 'training_providers p',
      where: `${VISIBLE} and ($2::text is null or p.name ilike $2)`,
      params: [customerId, pattern],
      order: 'lower(p.name), p.id',
    },
    page,
    perPage,
  );
  return { providers: await withServices(db, rows), total };
}

const NOT_FOUND = () => notFound(msg('training:provider_not_found'));

export async function requireProvider(db: Queryable, customerId: number, id: number): Promise<TrainingProvider> {
  const rows = await db.query<ProviderRow>(
    `select p.id, p.name, p.website_url, p.description from training_providers p where p.id = $2 and ${VISIBLE}`,
    [customerId, id],
  );
  if (rows.length === 0) throw NOT_FOUND();
  return (await withServices(db, rows))[0];
}

export async function listServices(db: Queryable, providerId: number, search: string | undefined, page: number, perPage: number) {
  const pattern = search ? likePattern(search) : null;
  const { rows, total } = await readPage<{ id: number; name: string; price_cents: number | null }>(
    db,
    {
      columns: 'id, name, price_cents',
      from: 'training_provider_services',
      where: 'training_provider_id = $1 and ($2::text is null or name ilike $2)',
      params: [providerId, pattern],
      order: 'lower(name), id',
    },
    page,
    perPage,
  );
  const services: TrainingProviderService[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.price_cents === null ? null : row.price_cents / 100,
  }));
  return { services, total };
}

const PROVINCE_NAMES = new Map<string, string>(PROVINCES.map((p) => [p.code, p.name]));

export async function listLocations(db: Queryable, providerId: number): Promise<TrainingProviderLocation[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    address: string | null;
    town_id: number;
    town: string;
    province: ProvinceCode;
    phone: string | null;
    website_url: string | null;
  }>(
    `select l.id, l.name, l.address, t.id as town_id, t.name as town, p.code as province, l.phone, l.website_url
       from training_provider_locations l join towns t on t.id = l.town_id join provinces p on p.id = t.province_id
      where l.training_provider_id = $1 order by lower(l.name), l.id`,
    [providerId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    town: { id: row.town_id, name: row.town },
    province: { code: row.province, name: PROVINCE_NAMES.get(row.province) ?? row.province },
    pretty_phone: prettyPhone(row.phone),
    website: row.website_url,
  }));
}
