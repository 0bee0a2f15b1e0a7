import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'agents/**/*.test.ts', 'experiments/**/*.test.ts', 'reports/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 60000,
    // every card set registered first, in the engine's order: test files share one registry, so they need not
    // be isolated from each other (isolation re-imports the engine for each of ~250 files: minutes of a run)
    setupFiles: ['engine/legendary/test/all-sets.ts'],
    isolate: false,
    // the JSON file lets .ci/run print a plain "N passed, N failed" line
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
