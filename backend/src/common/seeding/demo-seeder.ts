import { SetMetadata } from '@nestjs/common';

export const DEMO_SEEDER = 'ivy:demoSeeder';

/**
 * A module's own demo data (DESIGN section 10). `seed` must be idempotent and must never overwrite
 * what staff changed: insert what is missing, leave the rest.
 */
export interface DemoSeeder {
  seed(): Promise<void>;
}

/** Marks a provider as a demo seeder; `order` runs lower numbers first (e.g. users before posts). */
export const DemoSeed = (order = 100) => SetMetadata(DEMO_SEEDER, order);
