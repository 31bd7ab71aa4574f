/**
 * Issue 26, the matrix: one game's tables driven through the real bot on the
 * stand-in, as members type. The dice are scripted: a fixed, seeded sequence
 * is kept queued, so every run rolls the same.
 */

import { expect } from 'vitest';
import type { Sandbox } from '../../../sandbox/harness.js';
import { txOf } from '../../../src/db/sqlite-store.js';
import type { Rng } from '../../../src/engine/dice/rng.js';
import type { PublicTable } from '../../../src/engine/tables/contract.js';
import { seededRng } from '../../../src/games/testing/replayable.js';
import { storedSeatView } from '../../fixtures/seat-view.js';
import type { SandboxTest } from '../helpers.js';
import type { GamePlayer, Move, Options, Stakes } from './players.js';

/** A table of the matrix: its number and where it is played (a channel or a thread). */
export interface MatrixTable {
  id: number;
  channelId: string;
}

export class Matrix {
  /** The scripted dice. */
  private readonly dice: Rng;
  /** The players' choices: a script of their own, so that a choice never shifts the dice. */
  private readonly choices: Rng;

  constructor(
    readonly e2e: SandboxTest,
    readonly player: GamePlayer,
    // MATRIX_SEED=n plays other dice: the same matrix down other paths of each game.
    seed = Number(process.env.MATRIX_SEED ?? 26),
  ) {
    this.dice = seededRng(`matrix-dice-${seed}`);
    this.choices = seededRng(`matrix-choices-${seed}`);
  }

  get sandbox(): Sandbox {
    return this.e2e.sandbox;
  }

  get tables() {
    return this.sandbox.bot.context.tables;
  }

  nameOf = (userId: string): string => {
    const user = this.sandbox.standin.users.get(userId);
    if (!user) throw new Error(`no member ${userId}`);
    return user.name;
  };

  /** Every d6 the bot rolls comes from the script: enough are always queued. */
  scriptDice(): void {
    if (this.sandbox.dice.queued() >= 30) return;
    this.sandbox.dice.force(Array.from({ length: 60 }, () => this.dice.int(1, 6)));
  }

  /** `/<path> options` as `member`, where the table is (or in #general). */
  run(member: string, path: string[], options: Options = {}, channelId?: string) {
    this.scriptDice();
    return this.sandbox.command(member, { path, options, ...(channelId ? { channelId } : {}) });
  }

  /** The newest private answer `member` got ('' if none: it is read to explain a failure too). */
  said(member: string): string {
    return (
      this.sandbox.standin
        .visibleTo(member)
        .filter((message) => message.audience.to === 'ephemeral')
        .at(-1)?.content ?? ''
    );
  }

  /** Opens a short game as `host` (in a new thread with `thread`); the table and where it is. */
  async open(host: string, stakes: Stakes, options: Options = {}): Promise<MatrixTable> {
    const before = this.newestTable();
    await this.run(host, [this.player.game, 'open'], { ...this.player.short(stakes), stakes, ...options });
    const id = this.newestTable();
    expect(id, `${host} could not open: ${this.said(host)}`).toBeGreaterThan(before);
    const opened = (await this.tables.publicTable(id))!;
    return { id, channelId: opened.channelId };
  }

  private newestTable(): number {
    return (this.sandbox.db.prepare('SELECT coalesce(max(id), 0) FROM game_tables').pluck().get() as number) ?? 0;
  }

  async join(table: MatrixTable, members: readonly string[]): Promise<void> {
    for (const member of members) {
      await this.run(member, ['table', 'join'], {}, table.channelId);
      expect((await this.seatOf(table, member))?.status, `${member} could not join: ${this.said(member)}`).toBe('seated');
    }
  }

  async start(table: MatrixTable, host: string): Promise<void> {
    await this.run(host, ['table', 'start'], {}, table.channelId);
    expect((await this.table(table)).status, `${host} could not start: ${this.said(host)}`).toBe('active');
  }

  async table(table: MatrixTable): Promise<PublicTable> {
    const found = await this.tables.publicTable(table.id);
    if (!found) throw new Error(`no table ${table.id}`);
    return found;
  }

  async seatOf(table: MatrixTable, member: string) {
    const userId = this.sandbox.standin.member(member).id;
    return (await this.table(table)).seats.find((seat) => seat.userId === userId);
  }

  /** The move the game's player would make now, or null when nobody is awaited. */
  async nextMove(table: MatrixTable): Promise<Move | null> {
    const now = await this.table(table);
    if (now.status !== 'active' || now.view === null) return null;
    // Each seat's own view as stored now, read before the player decides (its seatView answers at once; nothing is written meanwhile).
    const views = new Map<string, unknown>();
    for (const seat of now.seats) views.set(seat.userId, await storedSeatView(txOf(this.sandbox.db), this.tables, table.id, seat.userId));
    return this.player.next(now.view, {
      nameOf: this.nameOf,
      seatView: (userId) => {
        if (!views.has(userId)) throw new Error(`no seat of ${userId} at table ${table.id}`);
        return views.get(userId);
      },
      chance: (probability) => this.choices.int(1, 100) <= probability * 100,
    });
  }

  /** One move of the game; false when there is none to make (the game is over). Every move must go through. */
  async step(table: MatrixTable): Promise<boolean> {
    const move = await this.nextMove(table);
    if (!move) return false;
    const version = (await this.table(table)).version;
    await this.run(move.member, move.path, move.options ?? {}, table.channelId);
    expect((await this.table(table)).version, `${move.member} /${move.path.join(' ')} was refused: ${this.said(move.member)}`).toBeGreaterThan(version);
    return true;
  }

  /** Plays the game to its end; the table must then be finished. */
  async playToEnd(table: MatrixTable, limit = 200): Promise<void> {
    for (let moves = 0; moves < limit; moves++) {
      if (!(await this.step(table))) break;
    }
    expect((await this.table(table)).status).toBe('finished');
  }

  /** The clock moves on (turns run out, reminders fire), with the dice it may roll scripted too. */
  async wait(milliseconds: number): Promise<void> {
    this.scriptDice();
    await this.sandbox.wait(milliseconds);
  }

  /** The bot stops hard and starts again on the same database. */
  async restart(): Promise<void> {
    this.scriptDice();
    await this.sandbox.restart();
    await this.sandbox.bot.idle();
  }

  /** How many turns ran out at this table (default moves, `/table skip` included). */
  expiries(table: MatrixTable): number {
    return this.sandbox.db.prepare(`SELECT COUNT(*) FROM actions WHERE table_id = ? AND kind = 'expire'`).pluck().get(table.id) as number;
  }
}
