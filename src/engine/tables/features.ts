// The features attached to the table service, each hook point calling them together in the order they were attached.
import type { UserId } from '../contract.js';
import type { ActionParts, ActRequest, Applied, TableHooks, TableParts, TableStep } from './contract.js';
import type { TableEvent } from './recorded.js';
import type { TableRecord } from './repository.js';

/**
 * The table service's attached features (contract.ts, `TableHooks`). The
 * service calls a point here, never a feature by name; with none attached
 * (a bare service in a test) every point answers nothing.
 */
export class TableFeatures {
  private readonly hooks: TableHooks[] = [];

  attach(...hooks: readonly TableHooks[]): void {
    this.hooks.push(...hooks);
  }

  async backsSomeone(tableId: number, member: UserId): Promise<boolean> {
    for (const hook of this.hooks) if (await hook.backsSomeone?.(tableId, member)) return true;
    return false;
  }

  async stacks(table: TableRecord): Promise<Readonly<Record<UserId, number>> | null> {
    for (const hook of this.hooks) {
      const stacks = (await hook.stacks?.(table)) ?? null;
      if (stacks) return stacks;
    }
    return null;
  }

  async events(step: TableStep): Promise<TableEvent[]> {
    const events: TableEvent[] = [];
    for (const hook of this.hooks) events.push(...((await hook.events?.(step)) ?? []));
    return events;
  }

  async posted(step: TableStep): Promise<void> {
    for (const hook of this.hooks) await hook.posted?.(step);
  }

  /** Every feature's answer to a game's end: the other tables in one list, the parts of the answer side by side (each feature names its own). */
  async ended(table: TableRecord, request: ActRequest): Promise<{ others: Applied[]; parts: Partial<ActionParts> }> {
    const others: Applied[] = [];
    let parts: Partial<ActionParts> = {};
    for (const hook of this.hooks) {
      if (!hook.ended) continue;
      const { others: changed, ...own } = await hook.ended(table, request);
      others.push(...changed);
      parts = { ...parts, ...own };
    }
    return { others, parts };
  }

  async shown(table: TableRecord): Promise<Partial<TableParts>> {
    let parts: Partial<TableParts> = {};
    for (const hook of this.hooks) if (hook.shown) parts = { ...parts, ...(await hook.shown(table)) };
    return parts;
  }
}
