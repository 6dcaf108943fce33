/**
 * The backend's units, lowest first: a unit may import the units before it and never one after it, so
 * dependencies point one way. A foundational module sits before the features that use it; entry points
 * (app module, bootstrap, OpenAPI generation, CLI, benches) come last and may import anything.
 * `make lint` enforces it (eslint.config.mjs) and `node scripts/module-graph.mjs` draws it.
 * Paths are relative to backend/src.
 */
export const UNITS = [
  'config',
  'common',
  'database',
  'modules/audit',
  'modules/events',
  'modules/mail',
  'modules/health',
  'modules/reference-data',
  'modules/sessions',
  'modules/lockout',
  'modules/rating',
  'modules/uploads',
  'modules/users',
  'modules/auth',
  'modules/cms',
  'modules/content',
  'modules/consent',
  'modules/forms',
  'modules/offers',
  'modules/posts',
  'modules/quotes',
  'modules/documents',
  'modules/renewals',
  'modules/adjustments',
  'modules/reminders',
  'modules/payments',
  'modules/data-protection',
  'modules/statistics',
  'modules/webhooks',
  'web',
];

/** Entry points: the composition root and tools around it. */
export const ENTRY_POINTS = ['app.module.ts', 'main.ts', 'bootstrap', 'openapi', 'cli', 'bench'];

/** Tests and their fixtures may reach into any module (they set up records and read them back). */
export const TEST_FILES = ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.fixture.ts'];

/** A module's public surface: other code imports `modules/<name>` (its index.ts), never a file inside. */
export const PUBLIC_SURFACE = 'index.ts';

/**
 * What a module's index.ts never hands to another module, recognised by name: a controller (a file
 * `*.controller`, a name ending in `Controller`: routes are not an API), a Mongoose schema or a database
 * record type (a file `*.schema` or inside `schemas/`; a name ending in `Schema`, `Record` or `Document`,
 * the codebase's names for a stored record's type). A module that needs another's data gets a view type
 * or a service method instead. Regular expressions for ESLint's selectors (no `/` inside).
 */
export const INNER_FILE = String.raw`\bschemas\b|\.(schema|controller)$`;
export const INNER_NAME = String.raw`(Controller|Schema|Record|Document)$`;

/**
 * The exceptions, each on purpose: schema parts another module's record embeds or extends, and the one
 * record another module reads whole. Keep it short; a new entry needs a reason as good as these.
 * @type {Record<string, { names: string[]; why: string }>}
 */
export const SHARED_RECORD_PARTS = {
  'modules/audit': {
    names: ['AuditActorRecord'],
    why: 'who did it, embedded as is by the records that remember their author (auth: api keys)',
  },
  'modules/uploads': {
    names: ['StaffRef'],
    why: 'the staff member named on a record, embedded by posts as their author',
  },
  'modules/forms': {
    names: ['Submission', 'submissionSchema', 'FormFields'],
    why: 'the inbox record a form extends with its own fields (offers: association quotes)',
  },
  'modules/users': {
    names: ['UserRecord'],
    why: 'auth signs a user in against the password hash and two-factor secret on the record',
  },
};

/**
 * `no-restricted-syntax` for each module's index.ts: no `export *` (every name exported is chosen), and
 * none of the inner things above unless SHARED_RECORD_PARTS lists it for that module.
 */
export function surfaceRules() {
  return UNITS.filter((unit) => unit.startsWith('modules/')).map((unit) => {
    const shared = SHARED_RECORD_PARTS[unit]?.names ?? [];
    const allowed = shared.length ? `:not([local.name=/^(${shared.join('|')})$/])` : '';
    const inner = `is not for other modules: give them a view type or a service method (scripts/lib/module-layers.mjs).`;
    return {
      files: [`backend/src/${unit}/${PUBLIC_SURFACE}`],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ExportAllDeclaration',
            message: `Name each export of ${unit}: no \`export *\` (scripts/lib/module-layers.mjs).`,
          },
          {
            selector: `ExportNamedDeclaration[source.value=/${INNER_FILE}/] > ExportSpecifier${allowed}`,
            message: `A controller or schema file ${inner}`,
          },
          {
            selector: `ExportSpecifier:matches([local.name=/${INNER_NAME}/], [exported.name=/${INNER_NAME}/])${allowed}`,
            message: `A controller, schema or record type ${inner}`,
          },
        ],
      },
    };
  });
}

/**
 * `import-x/no-restricted-paths` zones for backend/src (paths relative to `root`, the repository):
 * nothing imports a unit that comes after it, and nothing outside a module imports its inner files.
 * @param {string} root
 */
export function boundaryZones(root = '.') {
  const at = (/** @type {string} */ unit) => `${root}/backend/src/${unit}`;
  const modules = UNITS.filter((unit) => unit.startsWith('modules/'));
  const layering = UNITS.slice(0, -1).map((unit, index) => ({
    target: at(unit),
    from: [...UNITS.slice(index + 1), ...ENTRY_POINTS].map(at),
    message: `${unit} comes before these in scripts/lib/module-layers.mjs: dependencies point one way.`,
  }));
  /** @param {string | string[]} target @param {string[]} others */
  const surface = (target, others) => ({
    target,
    from: others.map(at),
    except: [`./${PUBLIC_SURFACE}`],
    message: `Import another module through its public surface (modules/<name>, its ${PUBLIC_SURFACE}).`,
  });
  return [
    ...layering,
    ...modules.map((unit) =>
      surface(
        at(unit),
        modules.filter((other) => other !== unit),
      ),
    ),
    surface(
      [
        ...UNITS.filter((unit) => !unit.startsWith('modules/')),
        ...ENTRY_POINTS.filter((e) => e !== 'bench'),
      ].map(at),
      modules,
    ),
  ];
}
