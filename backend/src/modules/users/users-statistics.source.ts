import {
  createdDayOf,
  factFlag,
  FactSpec,
  StatisticsSource,
  statisticsSourceProvider,
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
export abstract class UsersStatisticsSource extends StatisticsSource {}

export const usersStatisticsSource = statisticsSourceProvider(UsersStatisticsSource, [
  [User.name, USER_FACTS],
]);
