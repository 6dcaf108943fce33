import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { UserView } from '../../common/auth/principal';
import { DirectoryVersion } from './schemas/directory-version.schema';
import { User, UserRecord } from './schemas/user.schema';
import { toUserView } from './user-view';

const VERSION_ID = 'users';
/** Writes made behind the app's back (straight into the database) show within this time. */
const MAX_AGE_MS = 60_000;
const VIEW_FIELDS = {
  first_name: 1,
  last_name: 1,
  email: 1,
  isAdmin: 1,
  createdAt: 1,
  isTwoFactorEnabled: 1,
  'twoFactor.isVerified': 1,
} as const;

interface Snapshot {
  version: number;
  loadedAt: number;
  byId: Map<string, UserView>;
  byEmail: Map<string, UserView>;
  newestFirst: readonly UserView[];
}

/**
 * Every user as shown (never a hash or secret), kept in memory and reloaded when the users version
 * changes. FerretDB 1.24 uses no index: any query but an `_id` match decodes the whole collection,
 * so lists, searches and the per-request user lookup read this copy instead. Staff accounts number
 * in the thousands, a few MB at most. Each read checks the version (one `_id` lookup), so every
 * instance sees a write as soon as it is made.
 */
@Injectable()
export class UserDirectory {
  private snapshot?: Snapshot;
  private loading?: { version: number; promise: Promise<Snapshot> };

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(DirectoryVersion.name) private readonly versions: Model<DirectoryVersion>,
  ) {}

  async byId(id: string): Promise<UserView | undefined> {
    return (await this.current()).byId.get(id);
  }

  async byEmail(email: string): Promise<UserView | undefined> {
    return (await this.current()).byEmail.get(email.trim().toLowerCase());
  }

  /** Newest first (then by id), frozen. */
  async all(): Promise<readonly UserView[]> {
    return (await this.current()).newestFirst;
  }

  /** Call after every write to users: the next read, in any instance, reloads. */
  async changed(): Promise<void> {
    await this.versions.updateOne({ _id: VERSION_ID }, { $inc: { version: 1 } }, { upsert: true });
    this.snapshot = undefined;
  }

  private async current(): Promise<Snapshot> {
    const version = (await this.versions.findById(VERSION_ID).lean())?.version ?? 0;
    const snapshot = this.snapshot;
    if (snapshot?.version === version && Date.now() - snapshot.loadedAt < MAX_AGE_MS) return snapshot;
    if (this.loading?.version !== version) {
      const promise = this.load(version).finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
      this.loading = { version, promise };
    }
    return this.loading.promise;
  }

  /** Labelled with the version read before loading: a write during the load bumps it past this one. */
  private async load(version: number): Promise<Snapshot> {
    const records = await this.users.find({}, VIEW_FIELDS).lean<UserRecord[]>();
    const views = records.map((record) => Object.freeze(toUserView(record)));
    views.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : -1));
    const snapshot: Snapshot = {
      version,
      loadedAt: Date.now(),
      byId: new Map(views.map((view) => [view._id, view])),
      byEmail: new Map(views.map((view) => [view.email, view])),
      newestFirst: views,
    };
    if (!this.snapshot || this.snapshot.version <= version) this.snapshot = snapshot;
    return snapshot;
  }
}
