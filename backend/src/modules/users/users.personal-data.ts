import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  ErasureOutcome,
  Findings,
  NOTHING_ERASED,
  PersonalDataHook,
  PersonalDataOwner,
  recordIds,
  Subject,
  tickedOnly,
} from '../../common/data-protection/personal-data-hook';
import { anyOf, objectIds } from '../../common/data-protection/queries';
import { SessionsService } from '../sessions';
import { User, UserRecord } from './schemas/user.schema';

/**
 * Customers' accounts (sign-up). A staff account is not erased by a data-subject request: it is listed,
 * and an administrator removes it in Users like any other account (never the last administrator).
 */
@Injectable()
@PersonalDataOwner()
export class UsersPersonalData implements PersonalDataHook {
  readonly section = 'accounts';

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionsService,
  ) {}

  async find(subject: Subject): Promise<Findings> {
    const users = await this.read(subject);
    const chosen = tickedOnly(subject, 'account', users);
    const listed = (user: UserRecord, matchedBy: string) => ({
      kind: user.isAdmin ? 'Staff account' : 'Account',
      reference: user.email,
      at: user.createdAt,
      id: `account:${String(user._id)}`,
      matchedBy,
    });
    return {
      records: chosen.map((user) => listed(user, 'ticked by staff')),
      unverified: users
        .filter((user) => !chosen.includes(user))
        .map((user) => listed(user, `email ${user.email} only, never verified (sign-up sends no code)`)),
    };
  }

  async export(subject: Subject): Promise<unknown[]> {
    return (await this.chosen(subject)).map((user) => ({
      type: 'account',
      _id: user._id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      isAdmin: user.isAdmin,
      isTwoFactorEnabled: user.isTwoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }));
  }

  async erase(subject: Subject): Promise<ErasureOutcome> {
    const customers = (await this.chosen(subject)).filter((user) => !user.isAdmin);
    if (customers.length === 0) return NOTHING_ERASED;
    await this.users.deleteMany({ _id: { $in: customers.map((user) => user._id) } });
    for (const user of customers) await this.sessions.revokeAllFor(String(user._id));
    return { deleted: customers.length, anonymised: 0, held: 0 };
  }

  /** The accounts staff ticked: a sign-up never proves its email, so none is included unasked. */
  private async chosen(subject: Subject): Promise<UserRecord[]> {
    return tickedOnly(subject, 'account', await this.read(subject));
  }

  /** By the person's emails, and by key those ticked through an email that is not followed. */
  private read(subject: Subject): Promise<UserRecord[]> {
    const ids = recordIds(subject, 'account');
    const filter = anyOf<User>([
      [subject.emails, { email: { $in: subject.emails } }],
      [ids, { _id: { $in: objectIds(ids) } }],
    ]);
    return filter ? this.users.find(filter).lean<UserRecord[]>() : Promise.resolve([]);
  }
}
