import { availableParallelism } from 'node:os';
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
    // several files build a study in beforeAll (CLI runs of a few hundred games): the same allowance as a test
    hookTimeout: 60000,
    // two test files at a time even on 2 cores (vitest's default there is one): most files are single-threaded, so the
    // suite runs in about three quarters of the time (543 s -> 403 s for the tests on the 2-core machine)
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
