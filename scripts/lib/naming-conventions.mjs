/**
 * One name for each kind of backend file (docs/architecture.md section 2, "Names"), so that a file's name
 * says what it holds and a search for a kind finds all of it:
 * - a response mapper (view types and the `toXView` functions that build them from records) is
 *   `<thing>.views.ts`;
 * - a seeder is `<module>.seeder.ts`, one per module, named after the module;
 * - a `*.service.ts` is named after its class (`QuotePricing` in `quote-pricing.service.ts`,
 *   `RenewalsService` in `renewals.service.ts`), and a class named `…Service` lives in one;
 * - a Mongoose schema (`*.schema.ts`) lives in a `schemas/` folder, which holds nothing else;
 * - a folder inside a module does not take the name of a whole module (`payments/quote-checkout/`, not
 *   `payments/quotes/`).
 * Test files follow the file they test and are checked only for their folder.
 */

const MODULES = 'backend/src/modules/';

/**
 * Files that break a rule on purpose, each with its reason. Shrink it; never add to it without one.
 * @type {Record<string, string>}
 */
export const EXCEPTIONS = {
  'backend/src/modules/webhooks/webhook-endpoints.service.ts':
    'its toEndpointView moves to webhook.views.ts after the webhooks branch (being rewritten) lands',
};

const TEST = /\.(e2e-)?spec\.ts$|\.fixture\.ts$/;

/** `QuotePricing` → `quote-pricing`. @param {string} name */
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** @param {string} file @returns {string | undefined} the module a path is inside */
function moduleOf(file) {
  return file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined;
}

/**
 * The broken rules among these files, one line each (`path: what is wrong`).
 * @param {{ path: string, content: string }[]} files paths relative to the repository, with `/`
 * @param {string[]} modules the names of the folders in backend/src/modules
 * @returns {string[]}
 */
export function namingViolations(files, modules) {
  /** @type {string[]} */
  const problems = [];
  for (const { path: file, content } of files) {
    if (!file.startsWith('backend/src/') || !file.endsWith('.ts') || EXCEPTIONS[file]) continue;
    const report = (/** @type {string} */ message) => problems.push(`${file}: ${message}`);
    const parts = file.split('/');
    const name = parts[parts.length - 1];
    const folder = parts[parts.length - 2];
    const module = moduleOf(file);

    if (module) {
      for (const inner of parts.slice(4, -1)) {
        if (modules.includes(inner)) report(`the folder ${inner}/ shares its name with the module ${inner}`);
      }
    }
    if (module && name.endsWith('.schema.ts') && folder !== 'schemas') {
      report(`a Mongoose schema lives in a schemas/ folder (${module}/schemas/${name})`);
    }
    if (module && folder === 'schemas' && !name.endsWith('.schema.ts') && !TEST.test(name)) {
      report('a schemas/ folder holds *.schema.ts files only');
    }
    if (TEST.test(name)) continue;

    if (/[-_.]views?\.ts$|^views?\.ts$/.test(name) && !name.endsWith('.views.ts')) {
      report('a response mapper is named <thing>.views.ts');
    } else if (/export (function|const) to[A-Z]\w*View\b/.test(content) && !name.endsWith('.views.ts')) {
      report('a response mapper (to…View) lives in a <thing>.views.ts');
    }
    if (module && /seeder/i.test(name) && name !== `${module}.seeder.ts`) {
      report(`a seeder is named after its module: ${module}.seeder.ts`);
    }
    if (module && /export (abstract )?class \w+Seeder\b/.test(content) && !name.endsWith('.seeder.ts')) {
      report(`a seeder class lives in ${module}.seeder.ts`);
    }
    const classes = [...content.matchAll(/export (?:abstract )?class (\w+)/g)].map((match) => match[1]);
    if (name.endsWith('.service.ts')) {
      const base = name.slice(0, -'.service.ts'.length);
      const named = classes.some((cls) => kebab(cls.replace(/Service$/, '')) === base);
      if (!named)
        report(
          `a service file is named after its class: ${classes.map((cls) => `${kebab(cls.replace(/Service$/, ''))}.service.ts`).join(' or ') || 'it exports none'}`,
        );
    } else if (module) {
      for (const cls of classes.filter((c) => /Service$/.test(c))) {
        report(`the class ${cls} lives in ${kebab(cls.replace(/Service$/, ''))}.service.ts`);
      }
    }
  }
  return problems;
}
