import type { Db } from '../core/db';
import { seedDemo, type SeedOptions } from './demo';
import { seedLarge } from './large';

export { seedDemo, DEMO_CUSTOMER, NORTHERN_CUSTOMER, SEED_PASSWORD, type SeedOptions } from './demo';
export { seedLarge, LARGE_CUSTOMER } from './large';

/**
 * Seeds an installation. 'large' adds the volume data on top of the demo customers, so the documented
 * demo accounts work on every seeded database. Both steps skip what already exists.
 */
export async function seed(db: Db, size: 'demo' | 'large', options: SeedOptions = {}): Promise<void> {
  await seedDemo(db, options);
  if (size === 'large') await seedLarge(db, options);
}
