import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'agents/**/*.test.ts', 'experiments/**/*.test.ts', 'reports/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 60000,
    // the JSON file lets .ci/run print a plain "N passed, N failed" line
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
