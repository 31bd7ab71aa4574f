/**
 * Members whose DMs were found closed at a table, and the tables told that
 * their dice go by "Show my dice". A closed DM is not tried
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
  private readonly notices = new Set<string>();
  /** Tables too big for DMs whose one notice (issue 27: by "Show my dice", not by DM) was posted. */
  private readonly bigTables = new Set<number>();

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

  /** Whether a member was already given a notice at this table (a lone /roll, no table, never is). */
  noticed(tableId: number | null, userId: string): boolean {
    return tableId !== null && this.notices.has(ClosedDms.key(tableId, userId));
  }

  /** Members named in a notice that reached the channel. */
  told(tableId: number | null, userIds: readonly string[]): void {
    if (tableId === null) return;
    for (const userId of userIds) this.notices.add(ClosedDms.key(tableId, userId));
  }

  /** Whether a table too big for DMs already said, once for the game, that its hidden dice go by "Show my dice". */
  toldTable(tableId: number): boolean {
    return this.bigTables.has(tableId);
  }

  toldWholeTable(tableId: number): void {
    this.bigTables.add(tableId);
  }

  /** A table that ended needs none of it any more. */
  forget(tableId: number): void {
    this.bigTables.delete(tableId);
    const prefix = `${tableId}:`;
    for (const key of this.closedAt.keys()) if (key.startsWith(prefix)) this.closedAt.delete(key);
    for (const key of this.notices) if (key.startsWith(prefix)) this.notices.delete(key);
  }
}
