/**
 * What the chaos test plays (issue 16, widened by issue 28): every game, its
 * features and the steps that move them on, each scenario in a channel of
 * its own with members of its own. A scenario is driven from the database as
 * it stands, never from what the driver remembers sending: after a kill the
 * next step is read again, so a step that was applied just before the kill
 * is not sent twice by the driver (only by a redelivery, on purpose).
 */

import type { ShowdownView } from '../../../sandbox/showdown/rules/view.js';
import { txOf } from '../../../src/db/sqlite-store.js';
import type { ValereView } from '../../../src/games/valere/rules/view.js';
import { valereWords } from '../../../src/games/valere/words/index.js';
import { storedSeatView } from '../../fixtures/seat-view.js';
import { type GameId, players as gamePlayers, type Move } from '../matrix/players.js';
import { type Command, draw, type Holds, KILL_CHANCE, type Options, type World } from './world.js';

/** A table the scenario plays: its number, where, and its game. */
interface Table {
  id: number;
  channel_id: string;
  game: string;
  status: string;
}

export interface Scenario {
  name: string;
  /** Opens, seats, bets and starts, one step at a time, each only if not yet done. Run one scenario after another, so every run numbers its tables alike. */
  setup(world: World, channelId: string, random: () => number): Promise<void>;
  /** Plays to the end. Scenarios play at once. */
  play(world: World, channelId: string, random: () => number): Promise<void>;
}

const count = (world: World, sql: string, ...params: unknown[]) =>
  world.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const idOf = (world: World, name: string) => world.standin.member(name).id;

/** The demo's move: whoever's turn it is shows. */
const showdownNext = (view: unknown, nameOf: (id: string) => string): Move | null => {
  const turn = (view as ShowdownView).turn;
  return turn === null ? null : { member: nameOf(turn), path: ['showdown', 'show'] };
};

/** The next move at a table from the public table (and, for a hidden choice, one seat's own view); the same table and version, the same move, in both runs. */
async function nextMove(world: World, table: Table): Promise<Move | null> {
  const now = await world.tables.publicTable(table.id);
  if (now?.status !== 'active' || now.view === null) return null;
  if (table.game === 'showdown') return showdownNext(now.view, world.nameOf);
  let asked = 0;
  // The players' hands, read before the move is chosen (a player chooses synchronously).
  const views = new Map<string, unknown>();
  for (const seat of now.seats) if (seat.role === 'player') views.set(seat.userId, await storedSeatView(txOf(world.db), world.tables, table.id, seat.userId));
  return gamePlayers[table.game as GameId].next(now.view, {
    nameOf: world.nameOf,
    seatView: (userId) => views.get(userId) ?? null,
    chance: (probability) => draw(`${table.id}:${now.version}:${asked++}`) < probability,
  });
}

/** VA-2 by the DM buttons on the player's own hand (the newest such DM), as a member plays Valere: the button of the die their policy keeps. */
async function pressPointDie(world: World, table: Table, move: Move, random: () => number, killChance: number | Holds): Promise<boolean> {
  const userId = idOf(world, move.member);
  const label = valereWords.t('valere-point-button', { die: Number(move.options?.die) });
  const newestHand = () =>
    [...world.standin.messages.values()]
      .filter((message) => message.audience.to === 'dm' && message.audience.user === userId)
      .reverse()
      .find((message) => message.components.some((row) => row.components.some((button) => 'label' in button && button.label === label)));
  const round = ((await world.tables.publicTable(table.id))?.view as ValereView | undefined)?.round;
  // The hand of this round is dealt by DM through the outbox: it may still be on its way after a kill.
  await world.until(() => newestHand() !== undefined && world.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() === 0, 20_000);
  const message = newestHand();
  if (!message) throw new Error(`${move.member} never got a hand at table ${table.id} (round ${round})`);
  const button = message.components.flatMap((row) => row.components).find((candidate) => 'label' in candidate && candidate.label === label)!;
  return world.press(move.member, message, (button as { custom_id: string }).custom_id, random, killChance);
}

/** Plays the tables `of()` lists until none is left to play; a tournament's lobby is started by its first seated player pressing Start. */
/** When a step at a table kills the bot, with chaos: by chance, or at a moment (`World.send`). */
type KillAt = (table: Table, move: Move | null) => number | Holds;
const byChance: KillAt = () => KILL_CHANCE;

async function playTables(world: World, random: () => number, of: () => Table[], done: Holds, killAt = byChance): Promise<void> {
  for (let steps = 0; !(await done()); steps += 1) {
    if (steps > 800) throw new Error(`${world.prefix}: still not over after 800 steps`);
    const tables = of().filter((table) => table.status === 'lobby' || table.status === 'active');
    if (tables.length === 0) {
      // A tournament between tiers, or an outbox still catching up: the next tier's tables come with the step that made them.
      await world.until(async () => (await done()) || of().some((table) => table.status === 'lobby' || table.status === 'active'), 30_000);
      continue;
    }
    for (const table of tables) {
      const killed = await stepAt(world, table, random, killAt);
      if (killed && (await world.tables.publicTable(table.id))?.status === 'finished') world.killsAtAnEnd += 1;
    }
  }
}

/** One step at one table; true when it killed the bot. */
async function stepAt(world: World, table: Table, random: () => number, killAt: KillAt): Promise<boolean> {
  if (table.status === 'lobby') {
    const now = (await world.tables.publicTable(table.id))!;
    const message = now.messageId ? world.standin.messages.get(now.messageId) : undefined;
    const start = message?.components.flatMap((row) => row.components as { custom_id?: string }[]).find((button) => button.custom_id?.endsWith(':start'));
    if (!message || !start?.custom_id) {
      // Its message is still on its way (the outbox, after a kill).
      await world.until(async () => world.standin.messages.has((await world.tables.publicTable(table.id))?.messageId ?? ''), 5_000);
      return false;
    }
    const starter = world.nameOf(now.seats.find((seat) => seat.role === 'player')!.userId);
    return world.press(starter, message, start.custom_id, random, killAt(table, null));
  }
  const move = await nextMove(world, table);
  if (!move) return false;
  if (move.path[0] === 'valere' && move.path[1] === 'point') return pressPointDie(world, table, move, random, killAt(table, move));
  return world.send(move, table.channel_id, random, killAt(table, move));
}

const tablesWhere =
  (world: World, where: string, ...params: unknown[]) =>
  () =>
    world.db.prepare(`SELECT id, channel_id, game, status FROM game_tables WHERE ${where} ORDER BY id`).all(...params) as Table[];

/** The table opened in the channel, seated, bet on and started, step by step (each only if not done yet). */
async function openTable(
  world: World,
  channelId: string,
  random: () => number,
  game: string,
  members: string[],
  options: Options,
  bets: Command[] = [],
): Promise<void> {
  for (let steps = 0; steps < 60; steps += 1) {
    const id = await world.tables.latestTableIn(channelId);
    const table = id === null ? null : await world.tables.publicTable(id);
    if (!table) {
      await world.send({ member: members[0]!, path: [game, 'open'], options: { ...options, turn_timeout: options.turn_timeout ?? 'off' } }, channelId, random);
      continue;
    }
    if (table.status !== 'lobby') return;
    const missing = members.find((member) => !table.seats.some((seat) => seat.userId === idOf(world, member) && seat.role === 'player'));
    const bet = bets.find((command) => count(world, 'SELECT COUNT(*) FROM bets WHERE user_id = ?', idOf(world, command.member)) === 0);
    await world.send(missing ? { member: missing, path: ['table', 'join'] } : (bet ?? { member: members[0]!, path: ['table', 'start'] }), channelId, random);
  }
  throw new Error(`${world.prefix}: the ${game} table never started`);
}

/** A table of one game, for tria, with a side bet (`/table bet`) where `bettor` is given. */
function single(game: GameId | 'showdown', members: string[], options: Options, bettor?: string): Scenario {
  return {
    name: game,
    setup: (world, channelId, random) =>
      openTable(
        world,
        channelId,
        random,
        game,
        members,
        options,
        bettor ? [{ member: bettor, path: ['table', 'bet'], options: { player: `@${members[1]}`, amount: 5 } }] : [],
      ),
    play: (world, channelId, random) => {
      const of = tablesWhere(world, 'channel_id = ?', channelId);
      return playTables(world, random, of, () => of().every((table) => table.status === 'finished' || table.status === 'cancelled'));
    },
  };
}

const short = (game: GameId, extra: Options = {}): Options => ({ ...gamePlayers[game].short('tria'), stakes: 'tria', ...extra });

/** EL-1: six players split at the start into two groups of three, each in its own thread; the split table ends when both have. */
const elevenGroups: Scenario = {
  name: 'eleven-groups',
  setup: (world, channelId, random) => openTable(world, channelId, random, 'eleven', ['ela', 'elb', 'elc', 'eld', 'ele', 'elf'], short('eleven')),
  play: async (world, channelId, random) => {
    const parent = (await world.tables.latestTableIn(channelId))!;
    const of = tablesWhere(world, 'parent_table_id = ?', parent);
    return playTables(world, random, of, async () => (await world.tables.publicTable(parent))?.status === 'finished');
  },
};

/** VJ-11: a Liar's Dice tournament of four in two groups of two and a final, a prize pool, side bets on the tournament's market. */
const tournament: Scenario = {
  name: 'tournament',
  async setup(world, channelId, random) {
    const entrants = ['tua', 'tub', 'tuc', 'tud'];
    const bets: Command[] = [
      { member: 'tuw', path: ['tournament', 'bet'], options: { market: 'tournament', player: '@tua', amount: 10 } },
      { member: 'tux', path: ['tournament', 'bet'], options: { market: 'tournament', player: '@tuc', amount: 10 } },
    ];
    world.standin.setModerator('tum');
    for (let steps = 0; steps < 60; steps += 1) {
      const tournament = world.db.prepare('SELECT id, status FROM tournaments WHERE channel_id = ?').get(channelId) as
        | { id: number; status: string }
        | undefined;
      if (tournament && tournament.status !== 'open') return;
      const missing = entrants.find(
        (entrant) =>
          !tournament ||
          count(world, 'SELECT COUNT(*) FROM tournament_entries WHERE tournament_id = ? AND user_id = ?', tournament.id, idOf(world, entrant)) === 0,
      );
      const bet = bets.find((command) => count(world, 'SELECT COUNT(*) FROM bets WHERE user_id = ?', idOf(world, command.member)) === 0);
      const open: Command = {
        member: 'tum',
        path: ['tournament', 'open'],
        options: { game: 'liars', options: gamePlayers.liars.tournamentOptions, games_per_round: 1, prizes: 60, group_size: 2, advance: 1 },
      };
      if (!tournament || missing || bet) {
        await world.send(!tournament ? open : missing ? { member: missing, path: ['tournament', 'join'] } : bet!, channelId, random);
        continue;
      }
      // Killed the moment the start is saved, before it shows the draw and makes the groups' threads (issue 28, point 2).
      const started = () => world.db.prepare('SELECT status FROM tournaments WHERE id = ?').pluck().get(tournament.id) === 'running';
      if (await world.send({ member: 'tum', path: ['tournament', 'start'] }, channelId, random, started)) world.killsAtAnEnd += 1;
    }
    throw new Error(`${world.prefix}: the tournament never started`);
  },
  play(world, channelId, random) {
    const id = count(world, 'SELECT id FROM tournaments WHERE channel_id = ?', channelId);
    const of = tablesWhere(world, 'tournament_id = ?', id);
    // Each call ends its game (one die each, LD-11 caller-two), a step of the tournament: the bot is killed the moment the
    // game is saved as over, before it shows the game's end and what the tournament does next (issue 28, point 2).
    const atItsEnd: KillAt = (table, move) =>
      move?.path[1] === 'call' ? async () => (await world.tables.publicTable(table.id))?.status === 'finished' : KILL_CHANCE;
    return playTables(world, random, of, () => world.db.prepare('SELECT status FROM tournaments WHERE id = ?').pluck().get(id) === 'finished', atItsEnd);
  },
};

/**
 * Turn timers: a Liar's Dice table of two at 30 s a turn where nobody moves.
 * Time passes only while the bot is down, so each turn runs out while it is
 * down and fires as it starts; with chaos it is killed again moments later.
 */
const timers: Scenario = {
  name: 'timers',
  setup: (world, channelId, random) => openTable(world, channelId, random, 'liars', ['tia', 'tib'], short('liars', { turn_timeout: '30s' })),
  async play(world, channelId, random) {
    const id = (await world.tables.latestTableIn(channelId))!;
    for (let turns = 0; (await world.tables.publicTable(id))?.status === 'active'; turns += 1) {
      if (turns > 12) throw new Error(`${world.prefix}: the timed table never ended`);
      const version = (await world.tables.publicTable(id))!.version;
      await world.skipTimeWhileDown(31_000, random);
      // It fires once what was saved before the restart is shown (bot.ts): a backlog at 5 messages per 5 s a channel
      // first, however long that takes on a busy machine. So the wait is for the bot's own signal, not a time: a bot
      // that says it is idle has fired what fell due; a kill by another scenario meanwhile starts the wait again.
      const moved = async () => (await world.tables.publicTable(id))!.version > version;
      while (!(await moved())) {
        const idle = await world.idleUnlessKilled();
        if (idle && !(await moved())) throw new Error(`${world.prefix}: a turn ran out at table ${id} and nothing was played for it`);
      }
    }
  },
};

/** Every scenario, in the order their tables are opened. */
export const scenarios: Scenario[] = [
  single('liars', ['lia', 'lib', 'lic'], short('liars', { dice: 2 }), 'liw'),
  single('tokyo', ['toa', 'tob'], short('tokyo', { lives: 2 })),
  single('vitaji', ['via', 'vib', 'vic'], short('vitaji')),
  single('valere', ['vaa', 'vab', 'vac'], short('valere'), 'vaw'),
  single('showdown', ['sha', 'shb', 'shc'], { stakes: 'tria', buy_in: 5 }),
  elevenGroups,
  tournament,
  timers,
];
