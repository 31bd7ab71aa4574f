import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRng } from '../src/dice/rng.js';
import { claimDaily, give, grant, take } from '../src/economy/wallets.js';
import { TableService, type ActResult, type TableCommand } from '../src/tables/service.js';
import { openTestDb } from './fixtures/db.js';
import { wager } from './fixtures/wager.js';

/**
 * Money is conserved: thousands of random sequences of grants, takes, gives,
 * daily allowances, joins, starts with buy-ins, bets, wins, cancels, kicks
 * and replayed interactions, against a real SQLite file. After every step:
 * every account sums to zero with the mint, nothing but the mint is
 * negative, every wallet equals an independent model, a refused step
 * changes nothing, and a cancel returns to each player exactly what they
 * paid into that table.
 */

const SERVER = 'guild-1';
const MEMBERS = ['ann', 'ben', 'cat', 'dan'] as const;
const STARTING = 100;
const DAILY = 25;
const DAY = 24 * 60 * 60 * 1000;

const member = fc.constantFrom(...MEMBERS);
const slot = fc.constantFrom(0, 1);
const amount = fc.integer({ min: 1, max: 150 });

// Weighted so that tables often get opened, filled and started, and money moves inside them.
const step = fc.oneof(
  { weight: 1, arbitrary: fc.record({ op: fc.constant('grant' as const), to: member, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('take' as const), from: member, amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('give' as const), from: member, to: member, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('daily' as const), who: member, hours: fc.integer({ min: 0, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('open' as const), slot, host: member, buyIn: fc.integer({ min: 0, max: 60 }), tria: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('join' as const), slot, who: member }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('leave' as const), slot, who: member }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('start' as const), slot, who: member, moderator: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('bet' as const),
      slot,
      who: member,
      amount: fc.integer({ min: 1, max: 80 }),
      into: fc.constantFrom('pot', 'escrow', 'round-pot'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('claim' as const), slot, who: member }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('end' as const), slot, who: member, moderator: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('kick' as const), slot, who: member }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('replay' as const) }) },
);

/** A whole table in a few steps (open, joins, start, bets, an ending), so money inside tables moves often. */
const holding = fc.constantFrom('pot' as const, 'escrow' as const, 'round-pot' as const);
const table = fc
  .record({
    slot,
    host: member,
    buyIn: fc.integer({ min: 0, max: 60 }),
    tria: fc.boolean(),
    joiners: fc.subarray([...MEMBERS], { minLength: 1 }),
    bets: fc.array(fc.record({ who: member, amount: fc.integer({ min: 1, max: 40 }), into: holding }), { maxLength: 4 }),
    ending: fc.constantFrom('none', 'claim', 'cancel', 'kick', 'leave'),
    by: member,
  })
  .map(({ slot, host, buyIn, tria, joiners, bets, ending, by }): Step[] => [
    { op: 'open', slot, host, buyIn, tria },
    ...joiners.map((who): Step => ({ op: 'join', slot, who })),
    { op: 'start', slot, who: host, moderator: false },
    ...bets.map(({ who, amount, into }): Step => ({ op: 'bet', slot, who, amount, into })),
    ...(ending === 'claim' ? [{ op: 'claim' as const, slot, who: by }] : []),
    ...(ending === 'cancel' ? [{ op: 'end' as const, slot, who: by, moderator: true }] : []),
    ...(ending === 'kick' ? [{ op: 'kick' as const, slot, who: by }] : []),
    ...(ending === 'leave' ? [{ op: 'leave' as const, slot, who: by }] : []),
  ]);

const sequence = fc
  .array(fc.oneof({ weight: 4, arbitrary: step.map((one) => [one]) }, { weight: 1, arbitrary: table }), { minLength: 3, maxLength: 30 })
  .map((chunks) => chunks.flat());
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

class Model {
  wallets = new Map<string, number>();
  lastDaily = new Map<string, number>();
  /** Per table: tria paid in by each player, and what the table holds. */
  paid = new Map<number, Map<string, number>>();
  held = new Map<number, number>();
  tria = new Map<number, boolean>();

  open(who: string): void {
    if (!this.wallets.has(who)) this.wallets.set(who, STARTING);
  }

  add(who: string, delta: number): void {
    this.open(who);
    this.wallets.set(who, this.wallets.get(who)! + delta);
  }

  pay(table: number, who: string, value: number): void {
    // Nothing moves for a zero stake, so no wallet is opened by it.
    if (!this.tria.get(table) || value === 0) return;
    this.add(who, -value);
    const paid = this.paid.get(table) ?? new Map<string, number>();
    paid.set(who, (paid.get(who) ?? 0) + value);
    this.paid.set(table, paid);
    this.held.set(table, (this.held.get(table) ?? 0) + value);
  }

  winAll(table: number, who: string): void {
    if (!this.tria.get(table) || !this.held.get(table)) return;
    this.add(who, this.held.get(table) ?? 0);
    this.held.set(table, 0);
  }

  refund(table: number): Map<string, number> {
    const paid = this.paid.get(table) ?? new Map<string, number>();
    if (this.tria.get(table)) for (const [who, value] of paid) this.add(who, value);
    this.held.set(table, 0);
    return paid;
  }
}

function balances(db: ReturnType<typeof openTestDb>['db']): Map<string, number> {
  const rows = db.prepare('SELECT kind, owner, balance FROM accounts ORDER BY id').all() as { kind: string; owner: string; balance: number }[];
  return new Map(rows.map((row) => [`${row.kind}:${row.owner}`, row.balance]));
}

/** How often each kind of step went through or was refused, so a run shows it exercised everything. */
const tally = new Map<string, number>();

function runSequence(steps: Step[]): void {
  const testDb = openTestDb();
  try {
    const { db } = testDb;
    const service = new TableService(db, [wager], cryptoRng);
    const model = new Model();
    const tables: (number | null)[] = [null, null];
    let now = 1_000_000;
    let interaction = 0;
    let last: ((id: string) => boolean) | null = null;
    let lastId = '';

    const apply = (step: Step): boolean => {
      const actor = (who: string, isModerator = false) => ({ userId: who, isModerator });
      const run = (id: string): boolean => {
        const act = (tableId: number, who: string, command: TableCommand, isModerator = false): ActResult =>
          service.act({ tableId, actor: actor(who, isModerator), command, interactionId: id, now });
        const tableId = 'slot' in step ? tables[step.slot] : null;
        switch (step.op) {
          case 'grant':
            return grant(db, { serverId: SERVER, actor: 'mod', interactionId: id, now, to: step.to, amount: step.amount }).ok;
          case 'take':
            return take(db, { serverId: SERVER, actor: 'mod', interactionId: id, now, from: step.from, amount: step.amount }).ok;
          case 'give':
            return give(db, { serverId: SERVER, actor: step.from, interactionId: id, now, to: step.to, amount: step.amount }).ok;
          case 'daily':
            return claimDaily(db, { serverId: SERVER, actor: step.who, interactionId: id, now }).ok;
          case 'open': {
            const opened = service.open({
              serverId: SERVER,
              channelId: `c${step.slot}`,
              game: 'wager',
              host: step.host,
              options: { stakes: step.tria ? 'tria' : 'points', buy_in: step.buyIn },
              interactionId: id,
              now,
            });
            if (opened.ok) tables[step.slot] = opened.table.id;
            return opened.ok;
          }
          default: {
            if (tableId === null || tableId === undefined) return false;
            const commands: Record<string, [TableCommand, string, boolean?]> = {
              join: [{ kind: 'join' }, step.op === 'join' ? step.who : ''],
              leave: [{ kind: 'leave' }, 'who' in step ? step.who : ''],
              start: [{ kind: 'start' }, 'who' in step ? step.who : '', step.op === 'start' && step.moderator],
              bet: [{ kind: 'play', action: step.op === 'bet' ? { kind: 'bet', amount: step.amount, into: step.into } : null }, 'who' in step ? step.who : ''],
              claim: [{ kind: 'play', action: { kind: 'claim' } }, 'who' in step ? step.who : ''],
              end: [{ kind: 'end' }, 'who' in step ? step.who : '', step.op === 'end' && step.moderator],
              kick: [{ kind: 'kick', member: 'who' in step ? step.who : '' }, 'mod', true],
            };
            const [command, who, isModerator] = commands[step.op]!;
            return act(tableId, who, command, isModerator).ok;
          }
        }
      };

      const before = balances(db);
      const table = 'slot' in step && tables[step.slot] != null ? service.publicTable(tables[step.slot]!) : null;
      if (step.op === 'daily') now += step.hours * 60 * 60 * 1000;
      lastId = `i${++interaction}`;
      const ok = run(lastId);
      last = run;
      tally.set(`${step.op}:${ok}`, (tally.get(`${step.op}:${ok}`) ?? 0) + 1);

      if (!ok) {
        // A refused step changes no balance at all.
        expect(balances(db)).toEqual(before);
        return false;
      }
      const after = 'slot' in step && tables[step.slot] != null ? service.publicTable(tables[step.slot]!) : null;
      switch (step.op) {
        case 'grant':
          model.add(step.to, step.amount);
          break;
        case 'take':
          model.add(step.from, -step.amount);
          break;
        case 'give':
          model.add(step.from, -step.amount);
          model.add(step.to, step.amount);
          break;
        case 'daily':
          expect(now - (model.lastDaily.get(step.who) ?? -Infinity)).toBeGreaterThanOrEqual(DAY);
          model.lastDaily.set(step.who, now);
          model.add(step.who, DAILY);
          break;
        case 'open':
          model.tria.set(after!.id, step.tria);
          break;
        case 'start':
          for (const seat of after!.seats.filter((s) => s.role === 'player' && s.status === 'seated'))
            model.pay(after!.id, seat.userId, (after!.options as { buy_in: number }).buy_in);
          break;
        case 'bet':
          model.pay(after!.id, step.who, step.amount);
          break;
        case 'end': {
          const walletsBefore = new Map(model.wallets);
          const paid = table!.status === 'active' ? model.refund(after!.id) : new Map<string, number>();
          // Every refund returns exactly what was paid, to who paid it.
          for (const [who, value] of paid) {
            if (!model.tria.get(after!.id)) continue;
            expect(balances(db).get(`wallet:${who}`)! - before.get(`wallet:${who}`)!).toBe(value);
            expect(model.wallets.get(who)! - walletsBefore.get(who)!).toBe(value);
          }
          break;
        }
        default:
          break;
      }
      if (table?.status === 'active' && after?.status === 'finished') model.winAll(after.id, after.placings![0]![0]!);
      return true;
    };

    for (const current of steps) {
      if (current.op === 'replay') {
        // The same interaction again: applied once, so nothing moves.
        if (!last) continue;
        const before = balances(db);
        (last as (id: string) => boolean)(lastId);
        expect(balances(db)).toEqual(before);
        continue;
      }
      apply(current);
      const all = balances(db);
      expect([...all.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
      for (const [key, value] of all) if (!key.startsWith('mint:')) expect(value, key).toBeGreaterThanOrEqual(0);
      for (const [who, value] of model.wallets) expect(all.get(`wallet:${who}`), who).toBe(value);
      const postings = db
        .prepare(
          'SELECT a.kind, a.owner, a.balance, COALESCE(SUM(p.amount), 0) AS sum FROM accounts a LEFT JOIN postings p ON p.account_id = a.id GROUP BY a.id',
        )
        .all() as { balance: number; sum: number }[];
      for (const row of postings) expect(row.balance).toBe(row.sum);
    }
  } finally {
    testDb.close();
  }
}

describe('money is conserved (property-based, real SQLite)', () => {
  // A thousand sequences take a while on a loaded machine: this test has its own time limit.
  it('holds after every step of thousands of random sequences', { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(sequence, (steps) => runSequence(steps)),
      { numRuns: 1000, seed: Number(process.env.PROP_SEED ?? 20261129) },
    );
    // The sequences reached every kind of money movement, both ways.
    for (const op of ['grant', 'take', 'give', 'daily', 'start', 'bet', 'claim', 'end', 'kick', 'leave']) {
      expect(tally.get(`${op}:true`) ?? 0, `${op} went through`).toBeGreaterThan(20);
    }
    for (const op of ['take', 'give', 'daily', 'start', 'bet']) expect(tally.get(`${op}:false`) ?? 0, `${op} refused`).toBeGreaterThan(5);
  });
});
