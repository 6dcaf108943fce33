/**
 * Repositories own their queries: a Mongo filter, an update operator (`$set`, `$in`, `$inc`, …), an
 * aggregation pipeline and the Mongoose types that describe them (`QueryFilter`/`FilterQuery`,
 * `UpdateQuery`, `PipelineStage`) are written in a `*.repository.ts` only, behind methods named for what
 * they do (`list(filters, page)`, `grantAccess(id, token)`). Services orchestrate and controllers route:
 * they call those methods and never learn the database's language, so a query changes in one place and
 * the MongoDB/FerretDB differences (DESIGN.md §3) stay inside the repositories.
 *
 * Outside the rule on purpose, because each is itself a data-access layer: the plumbing in
 * backend/src/common (job leases, the idempotency store, search keys, the seed ledger, cache versions,
 * rate-limit storage, statistics facts, audited collections), each module's `*.personal-data.ts` (the
 * data-protection port: find and erase one person's records) and `*.schema.ts` (index definitions).
 */

/**
 * The files the rule covers (globs relative to the repository): services and controllers, and the other
 * kinds that call a repository rather than being one: seeders (demo data goes in through repositories or
 * plain inserts) and the response mappers. Not DTOs: their OpenAPI schemas use `$ref`.
 */
export const QUERY_FREE_FILES = [
  'backend/src/**/*.service.ts',
  'backend/src/**/*.controller.ts',
  'backend/src/**/*.seeder.ts',
  'backend/src/**/*.views.ts',
];

const WHY = 'belongs in a *.repository.ts method named for what it does (scripts/lib/data-access.mjs).';
const QUERY_TYPES = ['FilterQuery', 'QueryFilter', 'UpdateQuery', 'UpdateFilter', 'PipelineStage'];

/** `no-restricted-syntax` entries: `$`-keys in object literals and `filter.$or = …`, and the query types (imported, or as `mongoose.X`). */
export const QUERY_SYNTAX = [
  {
    selector: String.raw`Property:matches([key.name=/^\$/], [key.value=/^\$/])`,
    message: `A Mongo operator ${WHY}`,
  },
  {
    selector: String.raw`MemberExpression:matches([property.name=/^\$/], [property.value=/^\$/])`,
    message: `A Mongo operator ${WHY}`,
  },
  {
    selector: `TSTypeReference[typeName.name=/^(${QUERY_TYPES.join('|')})$/]`,
    message: `A Mongo filter, update or pipeline type ${WHY}`,
  },
  {
    selector: `TSQualifiedName[right.name=/^(${QUERY_TYPES.join('|')})$/]`,
    message: `A Mongo filter, update or pipeline type ${WHY}`,
  },
  {
    selector: `ImportSpecifier[imported.name=/^(${QUERY_TYPES.join('|')})$/]`,
    message: `A Mongo filter, update or pipeline type ${WHY}`,
  },
];

/**
 * Files not yet moved to their repositories, each with its reason. Shrink it; never add to it.
 * @type {Record<string, string>}
 */
export const NOT_YET_MOVED = {};

/** The ESLint config block. */
export function queryRules() {
  return {
    files: QUERY_FREE_FILES,
    ignores: Object.keys(NOT_YET_MOVED),
    rules: { 'no-restricted-syntax': ['error', ...QUERY_SYNTAX] },
  };
}
