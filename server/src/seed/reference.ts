import type { Queryable } from '../core/db';
import {
  CATALOGUE,
  CREW_TYPES,
  FEATURES,
  SUBSCRIPTION_PLANS,
  TRADES,
  TRAINING_PROVIDERS,
  USER_CREDENTIAL_TYPES,
} from './data';
import { insertRows } from '../core/db/insert-rows';

/** Ids of the shared rows every seeded customer points at, by their natural key. */
export interface Reference {
  features: Map<string, number>;
  trades: Map<string, number>;
  userCredentialTypes: Map<string, number>;
  crewTypes: Map<string, number>;
  /** The global credential catalogue, by label. */
  credentials: Map<string, number>;
  trainingProviders: Map<string, number>;
  plans: Map<string, number>;
}

/**
 * Creates the platform-wide rows (features, trades, credential types and catalogue, crew types, training
 * providers, plans) unless they exist, so the demo and large seeds can run in either order.
 */
export async function ensureReference(tx: Queryable): Promise<Reference> {
  for (const f of FEATURES) {
    await tx.query('insert into features (label, name, description) values ($1, $2, $3) on conflict (label) do nothing', [
      f.label,
      f.name,
      f.description,
    ]);
  }
  await tx.query('insert into trades (name) select unnest($1::text[]) on conflict (name) do nothing', [TRADES]);
  await tx.query('insert into user_credential_types (label) select unnest($1::text[]) on conflict (label) do nothing', [
    USER_CREDENTIAL_TYPES,
  ]);
  await tx.query(
    `insert into crew_types (name) select unnest($1::text[])
       on conflict (enterprise_customer_id, lower(name)) do nothing`,
    [CREW_TYPES],
  );
  await tx.query(
    `insert into credentials (label, validity_period_months)
       select * from unnest($1::text[], $2::int[])
       on conflict (enterprise_customer_id, lower(label)) do nothing`,
    [CATALOGUE.map((c) => c.label), CATALOGUE.map((c) => c.months)],
  );
  for (const p of SUBSCRIPTION_PLANS) {
    await tx.query(
      `insert into subscription_plans (name, description, price_monthly_cents, trial_period_days, discount_monthly_cents)
       values ($1, $2, $3, $4, $5) on conflict (name) do nothing`,
      [p.name, p.description, p.price, p.trialDays, p.discount],
    );
  }
  await ensureTrainingProviders(tx);

  const map = async (sql: string) =>
    new Map((await tx.query<{ key: string; id: number }>(sql)).map((r) => [r.key, r.id] as [string, number]));
  return {
    features: await map('select label as key, id from features'),
    trades: await map('select name as key, id from trades'),
    userCredentialTypes: await map('select label as key, id from user_credential_types'),
    crewTypes: await map('select name as key, id from crew_types where enterprise_customer_id is null'),
    credentials: await map('select label as key, id from credentials where enterprise_customer_id is null'),
    trainingProviders: await map('select name as key, id from training_providers'),
    plans: await map('select name as key, id from subscription_plans'),
  };
}

async function ensureTrainingProviders(tx: Queryable): Promise<void> {
  const towns = new Map(
    (
      await tx.query<{ key: string; id: number }>(
        "select p.code || '/' || t.name as key, t.id from towns t join provinces p on p.id = t.province_id",
      )
    ).map((r) => [r.key, r.id]),
  );
  for (const provider of TRAINING_PROVIDERS) {
    const [created] = await tx.query<{ id: number }>(
      `insert into training_providers (name, website_url, description) values ($1, $2, $3)
       on conflict (name) do nothing returning id`,
      [provider.name, provider.website, provider.description],
    );
    if (!created) continue;
    await insertRows(
      tx,
      'training_provider_services',
      provider.services.map(([name, price]) => ({ training_provider_id: created.id, name, price_cents: price })),
    );
    await insertRows(
      tx,
      'training_provider_locations',
      provider.locations.map(([name, address, province, town, phone]) => {
        const townId = towns.get(`${province}/${town}`);
        if (!townId) throw new Error(`unknown town ${town}, ${province}`);
        return {
          training_provider_id: created.id,
          name,
          address,
          town_id: townId,
          phone,
          website_url: provider.website,
        };
      }),
    );
  }
}
