import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  createdDayOf,
  factFlag,
  FactSpec,
  ModelFacts,
  StatisticsSource,
} from '../../common/statistics/facts';
import { User } from './schemas/user.schema';

export const USER_FACTS: FactSpec = {
  key: 'users',
  paths: ['isAdmin', 'isTwoFactorEnabled'],
  toRow: (doc) => ({
    createdDay: createdDayOf(doc),
    isAdmin: factFlag(doc.isAdmin),
    twoFactor: factFlag(doc.isTwoFactorEnabled),
  }),
};

/** Accounts as the statistics read them (no personal details). */
@Injectable()
export class UsersStatisticsSource implements StatisticsSource {
  readonly facts: readonly ModelFacts[];

  constructor(@InjectModel(User.name) users: Model<User>) {
    this.facts = [new ModelFacts(users, USER_FACTS)];
  }
}
