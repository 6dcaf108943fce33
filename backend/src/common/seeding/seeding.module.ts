import { Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, Reflector } from '@nestjs/core';
import { AppConfig } from '../../config/app-config';
import { DEMO_SEEDER, DemoSeeder } from './demo-seeder';

@Injectable()
export class DemoSeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO) await this.run();
  }

  async run(): Promise<void> {
    const seeders = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance)
      .map((wrapper) => ({
        order: this.reflector.get<number | undefined>(
          DEMO_SEEDER,
          wrapper.metatype as NonNullable<typeof wrapper.metatype>,
        ),
        name: wrapper.name,
        instance: wrapper.instance as DemoSeeder,
      }))
      .filter((s): s is { order: number; name: string; instance: DemoSeeder } => s.order !== undefined)
      .sort((a, b) => a.order - b.order);
    for (const seeder of seeders) {
      const started = Date.now();
      await seeder.instance.seed();
      this.logger.log(`${String(seeder.name)} seeded in ${Date.now() - started} ms`);
    }
  }
}

@Module({ imports: [DiscoveryModule], providers: [DemoSeedRunner], exports: [DemoSeedRunner] })
export class SeedingModule {}
