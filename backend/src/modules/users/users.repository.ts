import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, UpdateQuery } from 'mongoose';
import { isDuplicateKeyError } from '../../common/http/problem';
import { PasswordResetRecord, User, UserRecord } from './schemas/user.schema';
import { personKeys } from '../../common/search/search-keys';

export type NewUser = Pick<User, 'first_name' | 'last_name' | 'email' | 'passwordHash' | 'isAdmin'>;

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

  async update(id: string, update: UpdateQuery<User>): Promise<UserRecord | null> {
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
