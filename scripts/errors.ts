/** A user error in CLI input: printed as one line, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) { super(message); this.name = 'UsageError'; }
}
