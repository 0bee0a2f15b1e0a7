/** A problem with an experiment spec or a run request: one line (with its JSON path when it has one), exit code 2. */
export class ExperimentError extends Error {
  /** every problem found; `message` is the first, with a count of the others */
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const all = typeof problems === 'string' ? [problems] : problems;
    super(all.length > 1 ? `${all[0]} (and ${all.length - 1} more problem${all.length > 2 ? 's' : ''}; run with --check to list them all)` : all[0] ?? 'invalid experiment');
    this.name = 'ExperimentError';
    this.problems = all;
  }
}
