// Test setup (vitest.config.ts setupFiles): every card set registered, in the engine's own order (core first),
// before any test file runs. Test files then share one registry whatever order they run in, with or without
// isolation, and a card id never depends on which test imported a set first.
import '../index.js';
