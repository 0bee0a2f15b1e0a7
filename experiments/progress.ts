// Progress on stderr: games done / total, games per second, ETA, errors so far. On a terminal the line is
// redrawn a few times a second; otherwise (logs, CI) one line every few seconds.

export interface ProgressState { done: number; total: number; totalIsLowerBound: boolean; errors: number; resumed: number }

export function fmtInt(n: number): string { return Math.round(n).toLocaleString('en-US'); }

/** A rate such as games a second: whole numbers from 10 up, else two significant digits, so that a slow study
 *  (a Marvel Champions search plays about one game in ten seconds) does not read "0 games/s". */
export function fmtRate(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  return n >= 10 ? fmtInt(n) : String(Number(n.toPrecision(2)));
}

export function fmtDuration(s: number): string {
  if (!Number.isFinite(s) || s < 0) return '?';
  s = Math.round(s);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}` : `${m}:${String(sec).padStart(2, '0')}`;
}

export class Progress {
  private readonly t0 = performance.now();
  private last = -Infinity;
  private drawn = false;
  constructor(
    private readonly stream: NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean },
    private readonly quiet: boolean,
    private readonly intervalMs = stream.isTTY ? 200 : 5000,
  ) {}

  private line(s: ProgressState): string {
    const secs = (performance.now() - this.t0) / 1000;
    const played = s.done - s.resumed;
    const rate = secs > 0 ? played / secs : 0;
    const left = s.total - s.done;
    const eta = rate > 0 ? fmtDuration(left / rate) : '?';
    const pct = s.total ? Math.floor((100 * s.done) / s.total) : 100;
    return `${fmtInt(s.done)}/${s.totalIsLowerBound ? '≥' : ''}${fmtInt(s.total)} games (${pct}%), ${fmtRate(rate)} games/s, ETA ${eta}${s.totalIsLowerBound ? '+' : ''}, errors ${fmtInt(s.errors)}`;
  }

  /** Prints the line if enough time has passed since the last one (the state is computed only then). */
  update(state: ProgressState | (() => ProgressState), force = false): void {
    if (this.quiet) return;
    const now = performance.now();
    if (!force && now - this.last < this.intervalMs) return;
    this.last = now;
    const s = typeof state === 'function' ? state() : state;
    if (this.stream.isTTY) { this.stream.write(`\r\x1b[K${this.line(s)}`); this.drawn = true; } else this.stream.write(`${this.line(s)}\n`);
  }

  /** Ends the progress line (on a terminal) so that what follows starts on a fresh line. */
  end(): void {
    if (this.drawn) { this.stream.write('\n'); this.drawn = false; }
  }

  message(s: string): void {
    if (this.quiet) return;
    this.end();
    this.stream.write(s.endsWith('\n') ? s : s + '\n');
  }
}
