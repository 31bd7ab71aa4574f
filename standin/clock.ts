// The clock the bot and the stand-in share: real time plus whatever a test or transcript skipped (`wait: 5s`).
/**
 * Time as the bot and the stand-in both see it: real time plus whatever a
 * test or transcript has skipped (`wait: 5s`). One clock is shared, so the
 * 3-second interaction rule and the games' timers agree.
 */
export class Clock {
  private offset = 0;

  now = (): number => Date.now() + this.offset;

  /** A moment of real time (a wall-clock `Date.now()` taken elsewhere, the front door's) on this clock. */
  at(wallClock: number): number {
    return wallClock + this.offset;
  }

  advance(milliseconds: number): void {
    this.offset += milliseconds;
  }
}
