import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter } from 'mongoose';
import type { UserView } from '../../common/auth/principal';
import { backfillSearchKeys } from '../../common/search/backfill-search-keys';
import { personKeys, prefixSearch } from '../../common/search/search-keys';
import { User, UserRecord } from './schemas/user.schema';
import { toUserView } from './user.views';

const VIEW_FIELDS = {
  first_name: 1,
  last_name: 1,
  email: 1,
  isAdmin: 1,
  selfRegistered: 1,
  createdAt: 1,
  isTwoFactorEnabled: 1,
  'twoFactor.isVerified': 1,
} as const;

/** The users list's search box: the start of an email, or of either name first. */
const USER_SEARCH = { email: 'text', nameKey: 'text', surnameKey: 'text' } as const;

export interface UserListQuery {
  search?: string;
  role?: 'admin' | 'user';
  /** Oldest first; newest first otherwise. */
  oldestFirst?: boolean;
  skip: number;
  limit: number;
}

/** Users as shown (never a hash or secret), read through the users' indexes. */
@Injectable()
export class UserDirectory implements OnApplicationBootstrap {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async onApplicationBootstrap(): Promise<void> {
    await backfillSearchKeys(this.users, 'nameKey', { first_name: 1, last_name: 1 }, (user) =>
      personKeys(String(user.first_name ?? ''), String(user.last_name ?? '')),
    );
  }

  async byId(id: string): Promise<UserView | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return this.view(await this.users.findById(id, VIEW_FIELDS).lean<UserRecord>());
  }

  async byEmail(email: string): Promise<UserView | undefined> {
    return this.view(
      await this.users.findOne({ email: email.trim().toLowerCase() }, VIEW_FIELDS).lean<UserRecord>(),
    );
  }

  /** A page of the list, and how many match. */
  async page(query: UserListQuery): Promise<{ users: UserView[]; total: number }> {
    const filter: QueryFilter<User> = {
      ...(query.role ? { isAdmin: query.role === 'admin' } : {}),
      ...(query.search ? prefixSearch(query.search, USER_SEARCH) : {}),
    };
    const order = query.oldestFirst ? 1 : -1;
    const [records, total] = await Promise.all([
      this.users
        .find(filter, VIEW_FIELDS)
        .sort({ createdAt: order, _id: order })
        .skip(query.skip)
        .limit(query.limit)
        .lean<UserRecord[]>(),
      this.users.countDocuments(filter),
    ]);
    return { users: records.map(toUserView), total };
  }

  async administrators(): Promise<number> {
    return this.users.countDocuments({ isAdmin: true });
  }

  /** Where alerts for staff go: every administrator's address. */
  async administratorEmails(): Promise<string[]> {
    const admins = await this.users.find({ isAdmin: true }, { email: 1 }).lean<Pick<UserRecord, 'email'>[]>();
    return admins.map((admin) => admin.email);
  }

  private view(record: UserRecord | null): UserView | undefined {
    return record ? toUserView(record) : undefined;
  }
}
