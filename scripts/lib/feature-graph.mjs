/**
 * Which frontend features may import which (frontend/src/features/<feature>/), as module-layers.mjs says it
 * for the backend's modules: a feature imports its own files, the shared folders (components/, language/,
 * api/, app's set-up) and the features listed here, each with its reason. Anything else two features
 * share goes down into components/ or language/. The shared folders import no feature; app/ (the router)
 * imports any. Tests and their fixtures are exempt. ESLint enforces it (`import-x/no-restricted-paths`,
 * eslint.config.mjs); backend/src/module-boundaries.spec.ts tests it.
 */
import fs from 'node:fs';

/** @type {Record<string, Record<string, string>>} feature → feature it may import → why */
export const FEATURE_DEPENDENCIES = {
  about: {},
  adjustments: {
    payments: 'a change that costs more is paid on the payment page, and its result shown as a payment’s',
    quote: 'the address search of the quote form, and its mapping of server field errors onto a form',
  },
  admin: {
    blog: 'the post editor previews a post as the blog shows it (postHtml, srcSet)',
    layout: 'the sidebar closes on navigation as the site menu does',
    payments: 'a renewal shows its payment with the facts of the payment page',
    quote: 'a quote shows its price breakdown and summary as the driver saw them',
    renewals: 'the staff renewal screens share the renewal pages’ styles',
  },
  analytics: {},
  auth: {
    admin: 'the staff login, two-factor and account screens are built from the admin kit and menu',
  },
  blog: { help: 'the blog list filters and searches with the help centre’s controls' },
  competition: { consent: 'an entry is kept on the device only with the visitor’s consent' },
  consent: { analytics: 'consent switches the analytics data layer on and off' },
  documents: {
    adjustments: 'My policy offers the mid-term changes',
    quote: 'the mapping of server field errors onto a form',
  },
  forms: { analytics: 'a sent form is counted in the data layer' },
  help: {},
  home: { blog: 'the home page shows the latest posts as the blog’s cards' },
  layout: { consent: 'the footer opens the cookie manager' },
  legal: { consent: 'the cookie policy shows the cookie catalogue' },
  offers: { forms: 'the association quote form is a public form built from the forms kit' },
  payments: { quote: 'paying for a quote opens the quote and sends back to its pages' },
  quote: { analytics: 'the quote journey’s steps are counted in the data layer' },
  renewals: {
    payments: 'a renewal is paid on the payment screens',
    quote: 'the mapping of server field errors onto a form',
  },
};

/** Test files and their fixtures, which may reach any feature. */
export const FRONTEND_TEST_FILES = [
  'frontend/**/*.test.ts',
  'frontend/**/*.test.tsx',
  'frontend/**/*Fixtures.ts',
];

const SHARED = ['components', 'language', 'api'];

/** `import-x/no-restricted-paths` zones for the features and the shared folders. */
export function featureZones(root = '.') {
  const src = `${root}/frontend/src`;
  // A feature folder not listed yet may import no other feature until it is.
  const folders = fs
    .readdirSync(`${src}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const names = [...new Set([...Object.keys(FEATURE_DEPENDENCIES), ...folders])];
  const features = names.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [feature, ...Object.keys(FEATURE_DEPENDENCIES[feature] ?? {})].map((name) => `./${name}`),
    message: `features/${feature} may import only the features listed for it in scripts/lib/feature-graph.mjs; move what two features share into components/ or language/.`,
  }));
  const shared = SHARED.map((folder) => ({
    target: `${src}/${folder}`,
    from: `${src}/features`,
    message: `${folder}/ is shared by the features and imports none of them (scripts/lib/feature-graph.mjs).`,
  }));
  return [...features, ...shared];
}
