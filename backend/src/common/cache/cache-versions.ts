import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { randomToken } from '../crypto/tokens';
import { runPeriodically } from '../time/periodic';

/** How long another instance may serve what a change made stale: one read by primary key this often. */
export const POLL_EVERY_MS = 2000;
const ID = 'caches';

interface VersionsDocument {
  _id: string;
  versions: Record<string, string>;
}

type Listener = (name: string) => void;

/**
 * The versions of what instances keep in memory, in one document shared by all: a change to cached
 * data bumps its name (a new random token); this instance drops its copy at once, and every other
 * instance, reading the document every POLL_EVERY_MS, within that time. docs/architecture.md lists the
 * caches and their names.
 */
@Injectable()
export class CacheVersions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CacheVersions');
  private readonly listeners = new Set<Listener>();
  /** The versions last seen; undefined until the first read, which only records them. */
  private seen?: Record<string, string>;
  private stop?: () => Promise<void>;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get documents() {
    return this.connection.collection<VersionsDocument>('cache_versions');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.poll().catch((error: Error) => this.logger.warn(error.message));
    this.stop = runPeriodically(() => this.poll(), POLL_EVERY_MS, this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop?.();
  }

  /** Calls `listener` with the name of each cache whose data changed, here or on another instance. */
  onChange(listener: Listener): void {
    this.listeners.add(listener);
  }

  /** Announces that the data cached under `name` changed. */
  async changed(name: string): Promise<void> {
    const version = randomToken(9);
    await this.documents.updateOne(
      { _id: ID },
      { $set: { [`versions.${name}`]: version } },
      { upsert: true },
    );
    if (this.seen) this.seen[name] = version;
    this.notify(name);
  }

  /** Reads the versions, telling the listeners of every name that changed since the last read. */
  async poll(): Promise<void> {
    const versions = (await this.documents.findOne({ _id: ID }))?.versions ?? {};
    const before = this.seen;
    this.seen = { ...versions };
    if (!before) return;
    for (const [name, version] of Object.entries(versions)) if (before[name] !== version) this.notify(name);
  }

  private notify(name: string): void {
    for (const listener of this.listeners) {
      try {
        listener(name);
      } catch (error) {
        this.logger.warn(`A cache could not drop ${name}: ${(error as Error).message}`);
      }
    }
  }
}
