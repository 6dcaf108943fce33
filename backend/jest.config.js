/** Unit tests (`*.spec.ts`) need no database; integration tests (`*.e2e-spec.ts`) get the
 *  embedded FerretDB started once by the global set-up, and a database of their own. */
/** ESM-only packages (otplib's base32 and HMAC plugins) that jest, running CommonJS, must transpile. */
const esmOnly = ['@scure/base', '@noble/hashes'];

const base = {
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, isolatedModules: true } },
    ],
  },
  // The path aliases of tsconfig.json, to the sources (Node maps #src to dist/ through package.json).
  moduleNameMapper: { '^#src/(.*)$': '<rootDir>/src/$1', '^#test/(.*)$': '<rootDir>/test/$1' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // Node's environment, which also removes the file's temporary directories (test/harness/temp-dir.ts).
  testEnvironment: '<rootDir>/test/harness/temp-dir-environment.ts',
  // Not jest's default under the system's temporary directory: `make test` fails on anything left there.
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest',
};

module.exports = {
  rootDir: __dirname,
  projects: [
    {
      ...base,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.e2e-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/harness/global-setup.ts',
      globalTeardown: '<rootDir>/test/harness/global-teardown.ts',
      setupFiles: ['<rootDir>/test/harness/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/harness/timeouts.ts'],
    },
  ],
};
