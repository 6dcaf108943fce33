import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, UpdateQuery } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { PasswordResetRecord, User, UserRecord } from './schemas/user.schema';
import { personKeys } from '../../common/search/search-keys';

export type NewUser = Pick<User, 'first_name' | 'last_name' | 'email' | 'passwordHash' | 'isAdmin'>;

/** What staff may change on an account, with the search keys of a changed name. */
export type UserEdit = Partial<NewUser & Pick<User, 'nameKey' | 'surnameKey'>>;

function conflictOnDuplicateEmail(error: unknown): never {
  if (isDuplicateKeyError(error)) throw new ConflictException('An account with this email already exists.');
  throw error;
}

/**
 * The only code that writes the users collection; answers plain records, secrets included, for the
 * identity modules' own use. Reads of what users look like go through UserDirectory.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async findById(id: string): Promise<UserRecord | null> {
    return isValidObjectId(id) ? this.users.findById(id).lean<UserRecord>() : null;
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const keys = personKeys(user.first_name, user.last_name);
      return (await this.users.create({ ...user, ...keys })).toObject<UserRecord>();
    } catch (error) {
      return conflictOnDuplicateEmail(error);
    }
  }

  /**
   * Staff's edit of an account: these fields, and with `resetTwoFactor` (a lost phone) the two-factor
   * seed forgotten, so the next login leads to the set-up screen. Answers the user as now.
   */
  edit(id: string, fields: UserEdit, resetTwoFactor: boolean): Promise<UserRecord | null> {
    if (!resetTwoFactor) return this.update(id, { $set: fields });
    return this.update(id, {
      $set: { ...fields, isTwoFactorEnabled: false, 'twoFactor.isVerified': false },
      $unset: { 'twoFactor.sealedSecret': 1 },
    });
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { passwordHash } });
  }

  /** A new sealed seed, not verified until the first code from it is accepted (acceptTwoFactorStep). */
  async startTwoFactorSetUp(id: string, sealedSecret: string): Promise<void> {
    await this.users.updateOne(
      { _id: id },
      { $set: { 'twoFactor.sealedSecret': sealedSecret, 'twoFactor.isVerified': false } },
    );
  }

  private async update(id: string, update: UpdateQuery<User>): Promise<UserRecord | null> {
    try {
      return await this.users.findByIdAndUpdate(id, update, { returnDocument: 'after' }).lean<UserRecord>();
    } catch (error) {
      return conflictOnDuplicateEmail(error);
    }
  }

  async delete(id: string): Promise<void> {
    await this.users.deleteOne({ _id: id });
  }

  /** Accepts a TOTP time step only if it is newer than the last one used (atomic, so no replay race). */
  async acceptTwoFactorStep(id: string, step: number): Promise<boolean> {
    const result = await this.users.updateOne(
      {
        _id: id,
        $or: [{ 'twoFactor.lastUsedStep': { $lt: step } }, { 'twoFactor.lastUsedStep': { $exists: false } }],
      },
      { $set: { 'twoFactor.lastUsedStep': step, 'twoFactor.isVerified': true, isTwoFactorEnabled: true } },
    );
    return result.modifiedCount === 1;
  }

  async setPasswordReset(id: string, reset: PasswordResetRecord): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { passwordReset: reset } });
  }

  async dropPasswordReset(id: string): Promise<void> {
    await this.users.updateOne({ _id: id }, { $unset: { passwordReset: 1 } });
  }

  /** Takes a live reset token off its user in one step, so it works once only. */
  consumePasswordReset(email: string, tokenHash: string, now: Date): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate(
        { email, 'passwordReset.tokenHash': tokenHash, 'passwordReset.expiresAt': { $gt: now } },
        { $unset: { passwordReset: 1 } },
      )
      .lean<UserRecord>();
  }
}
