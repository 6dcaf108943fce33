import {
  activateRatingTable,
  retireRatingTable,
  rollbackRatingTable,
  type RatingTableSummary,
} from '#src/api/rating';
import { confirmedAction } from '../shared/confirmedAction';

/** Asks, then prices new quotes with this version; resolves whether it was done. */
export const confirmActivate = (table: RatingTableSummary) =>
  confirmedAction({
    confirm: {
      title: `Activate version ${table.version}?`,
      text: 'Every new quote and every re-priced quote will use it from now on.',
      confirmButtonText: 'Yes, activate it',
    },
    run: () => activateRatingTable(table._id),
    success: { title: 'Activated!', text: `Version ${table.version} now prices new quotes.` },
  });

/** Asks, then retires an inactive version for good; resolves whether it was done. */
export const confirmRetire = (table: RatingTableSummary) =>
  confirmedAction({
    confirm: {
      title: `Retire version ${table.version}?`,
      text: 'It stays readable and can still be tried in the sandbox, but it can never be activated again.',
      confirmButtonText: 'Yes, retire it',
    },
    run: () => retireRatingTable(table._id),
    success: { title: 'Retired!', text: `Version ${table.version} is retired.` },
  });

/**
 * Asks, then brings back the version that was active before the current one. `target` is the version
 * the list expects (see rollbackTarget); the server decides which.
 */
export const confirmRollback = (active: string | undefined, target: string | undefined) =>
  confirmedAction({
    confirm: {
      title: target ? `Roll back to version ${target}?` : 'Roll back?',
      text: `${active ? `Version ${active} stops pricing new quotes, and ` : ''}the version active before it prices them again.`,
      confirmButtonText: 'Yes, roll back',
    },
    run: () => rollbackRatingTable(),
    success: { title: 'Rolled back!', text: 'The earlier version prices new quotes again.' },
  });
