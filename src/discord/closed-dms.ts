/**
 * Members whose DMs were found closed at a table. A closed DM is not tried
 * again at every hidden roll (each try is a refused request and used to
 * bring a new "Show my dice" notice): the one notice already posted serves
 * the whole game, its button showing all the member's dice there. After
 * `recheckMs` the DM is tried once more, for a member who opened their DMs.
 * Owned by the bot; a restart forgets, and at worst notices once more.
 */
export class ClosedDms {
  /** `table:member` → when the DM was last found closed. */
  private readonly closedAt = new Map<string, number>();
  /** `table:member` pairs already given a "Show my dice" notice. */
  private readonly noticed = new Set<string>();

  constructor(
    private readonly now: () => number,
    private readonly recheckMs = 15 * 60_000,
  ) {}

  private static key(tableId: number, userId: string): string {
    return `${tableId}:${userId}`;
  }

  /** Whether to skip the DM: known closed, and not yet time to check again. */
  knownClosed(tableId: number | null, userId: string): boolean {
    if (tableId === null) return false;
    const at = this.closedAt.get(ClosedDms.key(tableId, userId));
    return at !== undefined && this.now() - at < this.recheckMs;
  }

  closed(tableId: number | null, userId: string): void {
    if (tableId !== null) this.closedAt.set(ClosedDms.key(tableId, userId), this.now());
  }

  opened(tableId: number | null, userId: string): void {
    if (tableId === null) return;
    this.closedAt.delete(ClosedDms.key(tableId, userId));
  }

  /** True the first time a member is to be noticed at a table; a lone /roll (no table) always is. */
  firstNotice(tableId: number | null, userId: string): boolean {
    if (tableId === null) return true;
    const key = ClosedDms.key(tableId, userId);
    if (this.noticed.has(key)) return false;
    this.noticed.add(key);
    return true;
  }
}
