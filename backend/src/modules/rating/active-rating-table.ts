import {
  ConflictException,
  Injectable,
  Logger,
  OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CacheVersions } from '../../common/cache/cache-versions';
import { Clock } from '../../common/time/clock';
import type { RatingTable } from './domain/rating-table';
import { BUILT_IN_RATING_TABLES } from './domain/tables';
import { RatingTablesRepository } from './rating-tables.repository';

export interface ActiveTable {
  id: string;
  version: string;
  table: RatingTable;
}

/** Its name in CacheVersions: an activation on any instance reloads it on every instance within seconds. */
const CACHE_NAME = 'rating-table';

/**
 * The table that prices new quotes, held in memory: pricing must not wait on the database, and the
 * same object each time keeps the compiled table cached (compileTable caches by identity).
 */
@Injectable()
export class ActiveRatingTable implements OnModuleInit {
  private readonly logger = new Logger('RatingTables');
  private active?: ActiveTable;

  constructor(
    private readonly repository: RatingTablesRepository,
    private readonly versions: CacheVersions,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.installBuiltIn();
    await this.refresh().catch((error: Error) => this.logger.error(error.message));
    this.versions.onChange((name) => {
      if (name === CACHE_NAME) this.refresh().catch((error: Error) => this.logger.error(error.message));
    });
  }

  async current(): Promise<ActiveTable> {
    return this.active ?? this.refresh();
  }

  /**
   * The table of a version that priced a policy, whether or not it prices today's quotes (a mid-term
   * change is rated as the policy was); undefined for a version this deployment never held.
   */
  async ofVersion(version: string): Promise<RatingTable | undefined> {
    const current = await this.current();
    if (current.version === version) return current.table;
    return (await this.repository.findByVersion(version))?.table;
  }

  /** After an activation: this instance prices with the new table at once, the others within seconds. */
  async activated(): Promise<ActiveTable> {
    await this.versions.changed(CACHE_NAME);
    return this.refresh();
  }

  private async refresh(): Promise<ActiveTable> {
    const stored = await this.repository.findActive();
    if (!stored) {
      throw new ServiceUnavailableException('Online quotes are unavailable right now. Please call us.');
    }
    if (stored._id !== this.active?.id) {
      this.active = { id: stored._id, version: stored.version, table: stored.table };
    }
    return this.active;
  }

  /** A new install prices with the table shipped in the code until an admin uploads another. */
  private async installBuiltIn(): Promise<void> {
    if (!(await this.repository.isEmpty())) return;
    const [table] = BUILT_IN_RATING_TABLES;
    try {
      await this.repository.insert({
        table,
        status: 'active',
        builtIn: true,
        activatedAt: this.clock.now(),
        uploadedBy: { type: 'system', id: 'built-in', label: 'built-in table' },
      });
      this.logger.log(`Installed the built-in rating table ${table.version}`);
    } catch (error) {
      // Another instance starting at the same moment installed it first.
      if (!(error instanceof ConflictException)) throw error;
    }
  }
}
