import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Session } from './schemas/session.schema';

export type NewSession = Omit<Session, 'userId'> & { userId: string };

/** The only code that touches the sessions collection. A session's `_id` is its token's hash. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectModel(Session.name) private readonly sessions: Model<Session>) {}

  async create(session: NewSession): Promise<void> {
    await this.sessions.create({ ...session, userId: new Types.ObjectId(session.userId) });
  }

  findById(id: string): Promise<Session | null> {
    return this.sessions.findById(id).lean<Session>();
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.sessions.updateOne({ _id: id }, { $set: { lastSeenAt } });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.deleteOne({ _id: id });
  }

  /** Every session of the user, but `exceptId` when given. */
  async deleteAllOf(userId: string, exceptId?: string): Promise<void> {
    await this.sessions.deleteMany({
      userId: new Types.ObjectId(userId),
      ...(exceptId ? { _id: { $ne: exceptId } } : {}),
    });
  }

  /** Sessions past their end by `now`, or idle since before `idleSince`; answers how many. */
  async deleteEnded(now: Date, idleSince: Date): Promise<number> {
    const result = await this.sessions.deleteMany({
      $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleSince } }],
    });
    return result.deletedCount;
  }
}
