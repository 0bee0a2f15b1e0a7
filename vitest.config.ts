import { defineConfig } from 'vitest/config';

/**
 * Test files whose games select the shared fixture set 'test': their setups draw a villain group from the selected
 * sets' pool, which would hold every loaded file's fixture groups, so each runs in a fresh engine of its own.
 */
const OWN_ENGINE = [
  'engine/legendary/test/civil-war/csa-special-marshals.test.ts',
  'engine/legendary/test/civil-war/fortify.test.ts',
  'engine/legendary/test/civil-war/shield-clearance.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 60000,
    // every card set registered first, in the engine's order: card ids and names never depend on which test file
    // ran before, so test files can share one engine (isolation re-imports it for each of ~250 files: minutes)
    setupFiles: ['engine/legendary/test/all-sets.ts'],
    // the JSON file lets .ci/run print a plain "N passed, N failed" line
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['engine/**/*.test.ts', 'agents/**/*.test.ts', 'experiments/**/*.test.ts', 'reports/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['dist/**', 'node_modules/**', ...OWN_ENGINE],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-engine', include: OWN_ENGINE, isolate: true } },
    ],
  },
});
