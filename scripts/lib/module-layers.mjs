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
  'modules/payments',
  'modules/data-protection',
  'modules/statistics',
  'web',
];

/** Entry points: the composition root and tools around it. */
export const ENTRY_POINTS = ['app.module.ts', 'main.ts', 'bootstrap', 'openapi', 'cli', 'bench'];

/** Tests and their fixtures may reach into any module (they set up records and read them back). */
export const TEST_FILES = ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.fixture.ts'];

/** A module's public surface: other code imports `modules/<name>` (its index.ts), never a file inside. */
export const PUBLIC_SURFACE = 'index.ts';

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
