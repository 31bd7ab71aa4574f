import type { Rng } from '../dice/rng.js';
import type { ServerSettings } from '../db/servers.js';
import type { AnyGame, Outcome, RuleEvent, UserId } from '../games/contract.js';
import { invalidOption } from '../invalid-option.js';
import { type RuleError, ruleError } from '../refusal.js';
import type { TableEvent } from './recorded.js';
import { activePlayers, type SeatRecord, type TableRecord, type TableStatus } from './repository.js';

export interface Actor {
  userId: UserId;
  /** Manage Server or the server's GM role, as Discord reported it for this interaction. */
  isModerator: boolean;
}

export type TableCommand =
  | { kind: 'join'; tag?: string | undefined; team?: string | undefined }
  | { kind: 'watch'; tag?: string | undefined }
  | { kind: 'leave' }
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'kick'; member: UserId }
  | { kind: 'play'; action: unknown };

export type SeatChange = { op: 'add'; seat: SeatRecord } | { op: 'remove'; userId: UserId } | { op: 'mark'; userId: UserId; status: 'left' | 'kicked' };

/** What one command does to a table, decided before anything is written. */
export interface Plan {
  status: TableStatus;
  state: unknown;
  placings: UserId[][] | null;
  seatChanges: SeatChange[];
  gameEvents: RuleEvent[];
  tableEvents: TableEvent[];
  refund: boolean;
  /** At start: who is dealt in (their points stacks are funded). */
  startingPlayers: UserId[];
}

export interface PlanInput {
  table: TableRecord;
  game: AnyGame;
  actor: Actor;
  command: TableCommand;
  settings: ServerSettings;
  rng: Rng;
  now: number;
}

type Planned = { ok: true; plan: Plan } | { ok: false; error: RuleError };

const fail = (error: RuleError): Planned => ({ ok: false, error });

function unchanged(table: TableRecord): Plan {
  return {
    status: table.status,
    state: table.state,
    placings: table.placings,
    seatChanges: [],
    gameEvents: [],
    tableEvents: [],
    refund: false,
    startingPlayers: [],
  };
}

function seatOf(table: TableRecord, userId: UserId): SeatRecord | undefined {
  return table.seats.find((seat) => seat.userId === userId && seat.status === 'seated');
}

/** The rules' answer folded into the plan; a finished game records its placings. */
function afterRules(table: TableRecord, game: AnyGame, outcome: Outcome<unknown>, base: Partial<Plan>): Planned {
  if (!outcome.ok) return fail(outcome.error);
  const over = game.isOver(outcome.state);
  const plan: Plan = {
    ...unchanged(table),
    ...base,
    state: outcome.state,
    gameEvents: outcome.events,
    status: over ? 'finished' : 'active',
    placings: over ? game.placings(outcome.state) : null,
  };
  if (over) plan.tableEvents = [...plan.tableEvents, { type: 'table', what: 'finished' }];
  return { ok: true, plan };
}

function checkTag(tag: string | undefined, allowed: string[], role: string): { tag: string } | { error: RuleError } {
  if (tag === undefined) return { tag: allowed[0]! };
  const match = allowed.find((candidate) => candidate.toLowerCase() === tag.trim().toLowerCase());
  if (match) return { tag: match };
  return { error: ruleError('tag-not-allowed', 'error-tag-not-allowed', { tag, role, allowed: allowed.join(', ') }) };
}

function join(input: PlanInput, command: Extract<TableCommand, { kind: 'join' }>): Planned {
  const { table, game, actor, settings } = input;
  if (table.status !== 'lobby') return fail(ruleError('game-started', 'error-game-started'));
  if (wasKicked(table, actor.userId)) return fail(ruleError('kicked', 'error-kicked'));
  const existing = seatOf(table, actor.userId);
  if (existing?.role === 'player') return fail(ruleError('already-seated', 'error-already-seated'));
  if (command.team !== undefined && !game.teams) return fail(ruleError('team-not-allowed', 'error-team-not-allowed'));
  const players = activePlayers(table);
  if (game.maxPlayers !== undefined && players.length >= game.maxPlayers) {
    return fail(ruleError('table-full', 'error-too-many-players', { game: { game: game.id }, max: game.maxPlayers }));
  }
  const tag = checkTag(command.tag, settings.playerTags, 'player');
  if ('error' in tag) return fail(tag.error);
  const position = Math.max(0, ...players.map((seat) => seat.position ?? 0)) + 1;
  const seat: SeatRecord = { userId: actor.userId, role: 'player', position, tag: tag.tag, team: command.team ?? null, status: 'seated' };
  return {
    ok: true,
    plan: {
      ...unchanged(table),
      // A watcher who joins gives up the watcher's place for the seat.
      seatChanges: [...(existing ? [{ op: 'remove' as const, userId: actor.userId }] : []), { op: 'add', seat }],
      tableEvents: [{ type: 'table', what: 'joined', member: actor.userId }],
    },
  };
}

/** Removed by a moderator: the member does not come back to this table, as player or watcher. */
function wasKicked(table: TableRecord, userId: UserId): boolean {
  return table.seats.some((seat) => seat.userId === userId && seat.status === 'kicked');
}

function watch(input: PlanInput, command: Extract<TableCommand, { kind: 'watch' }>): Planned {
  const { table, actor, settings } = input;
  if (wasKicked(table, actor.userId)) return fail(ruleError('kicked', 'error-kicked'));
  const existing = seatOf(table, actor.userId);
  if (existing?.role === 'watcher') return fail(ruleError('already-watching', 'error-already-watching'));
  if (existing?.role === 'player') return fail(ruleError('already-seated', 'error-already-seated'));
  const tag = checkTag(command.tag, settings.watcherTags, 'watcher');
  if ('error' in tag) return fail(tag.error);
  const seat: SeatRecord = { userId: actor.userId, role: 'watcher', position: null, tag: tag.tag, team: null, status: 'seated' };
  return {
    ok: true,
    plan: { ...unchanged(table), seatChanges: [{ op: 'add', seat }], tableEvents: [{ type: 'table', what: 'watching', member: actor.userId }] },
  };
}

/** Leaving and being kicked are one thing to the rules: the seat empties. */
function removeSeat(input: PlanInput, member: UserId, how: 'left' | 'kicked'): Planned {
  const { table, game, actor, rng, now } = input;
  const seat = seatOf(table, member);
  if (!seat) {
    return fail(
      how === 'left' ? ruleError('not-seated', 'error-not-seated') : ruleError('member-not-seated', 'error-member-not-seated', { player: { member } }),
    );
  }
  const tableEvents: TableEvent[] = [how === 'left' ? { type: 'table', what: 'left', member } : { type: 'table', what: 'kicked', member, by: actor.userId }];
  const inLobby = table.status === 'lobby';
  // A kicked member's seat is kept, marked, so they cannot come back; one who left may.
  const seatChange: SeatChange =
    how === 'kicked'
      ? { op: 'mark', userId: member, status: 'kicked' }
      : inLobby || seat.role === 'watcher'
        ? { op: 'remove', userId: member }
        : { op: 'mark', userId: member, status: 'left' };
  const playersLeft = activePlayers(table).filter((player) => player.userId !== member).length;
  if (seat.role === 'player' && playersLeft === 0) {
    // Abandoned by the last player: treated as cancelled (RULES, common terms).
    return {
      ok: true,
      plan: {
        ...unchanged(table),
        status: 'cancelled',
        seatChanges: [seatChange],
        tableEvents: [...tableEvents, { type: 'table', what: 'abandoned' }],
        refund: true,
      },
    };
  }
  // In the lobby (or for a watcher) nothing has been staked or dealt: the seat simply goes.
  if (inLobby || seat.role === 'watcher') return { ok: true, plan: { ...unchanged(table), seatChanges: [seatChange], tableEvents } };
  // A player the rules already count out (eliminated) just leaves the table; the game goes on.
  if (game.summary(table.state, member).out) return { ok: true, plan: { ...unchanged(table), seatChanges: [seatChange], tableEvents } };
  return afterRules(table, game, game.removePlayer(table.state, member, rng, now), { seatChanges: [seatChange], tableEvents });
}

/** The host's rights, unless a moderator removed the host from the table. */
function isHost(table: TableRecord, actor: Actor): boolean {
  return actor.userId === table.hostId && !wasKicked(table, actor.userId);
}

function start(input: PlanInput): Planned {
  const { table, game, actor, rng, now } = input;
  if (!isHost(table, actor) && !actor.isModerator) {
    return fail(ruleError('not-host-or-moderator', 'error-not-host-or-moderator', { host: { member: table.hostId } }));
  }
  if (table.status !== 'lobby') return fail(ruleError('game-started', 'error-game-started'));
  const players = activePlayers(table);
  if (players.length < game.minPlayers) {
    return fail(ruleError('too-few-players', 'error-too-few-players', { game: { game: game.id }, min: game.minPlayers, count: players.length }));
  }
  const seats = players.map((seat) => ({ userId: seat.userId, position: seat.position ?? 0, tag: seat.tag, team: seat.team }));
  const outcome = game.setup({ seats, options: table.options, rng, now });
  return afterRules(table, game, outcome, {
    tableEvents: [{ type: 'table', what: 'started', by: actor.userId }],
    startingPlayers: players.map((seat) => seat.userId),
  });
}

function end(input: PlanInput): Planned {
  const { table, actor } = input;
  if (!actor.isModerator) {
    if (!isHost(table, actor)) return fail(ruleError('not-moderator', 'error-not-moderator'));
    // The host may call off only what has not begun: after the first roll, a moderator decides.
    if (table.status !== 'lobby') return fail(ruleError('host-end-after-start', 'error-host-end-after-start'));
  }
  return {
    ok: true,
    plan: { ...unchanged(table), status: 'cancelled', refund: true, tableEvents: [{ type: 'table', what: 'ended', by: actor.userId }] },
  };
}

function play(input: PlanInput, action: unknown): Planned {
  const { table, game, actor, rng, now } = input;
  if (table.status === 'lobby') return fail(ruleError('game-not-started', 'error-game-not-started'));
  const seat = seatOf(table, actor.userId);
  if (!seat) return fail(ruleError('not-seated', 'error-not-seated'));
  if (seat.role === 'watcher') return fail(ruleError('watcher-cannot-act', 'error-watcher-cannot-act'));
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) {
    return fail(invalidOption(parsed.error, 'action'));
  }
  const outcome = game.apply(table.state, actor.userId, parsed.data, rng, now);
  // Every game refuses moves after its end; should one not, the table stays closed.
  if (table.status === 'finished') {
    const closed = outcome.ok || outcome.error.key === 'error-table-closed';
    return fail(closed ? ruleError('table-closed', 'error-table-closed') : outcome.error);
  }
  return afterRules(table, game, outcome, {});
}

/** Decides what a command does; writes nothing. */
export function planCommand(input: PlanInput): Planned {
  const { table, command, actor } = input;
  // A finished game's rules still answer a late move (LD-8: "already called by …"); nothing else reaches a closed table.
  const lateMove = table.status === 'finished' && command.kind === 'play';
  if ((table.status === 'finished' || table.status === 'cancelled') && !lateMove) return fail(ruleError('table-closed', 'error-table-closed'));
  switch (command.kind) {
    case 'join':
      return join(input, command);
    case 'watch':
      return watch(input, command);
    case 'leave':
      return removeSeat(input, actor.userId, 'left');
    case 'kick':
      if (!actor.isModerator) return fail(ruleError('not-moderator', 'error-not-moderator'));
      return removeSeat(input, command.member, 'kicked');
    case 'start':
      return start(input);
    case 'end':
      return end(input);
    case 'play':
      return play(input, command.action);
  }
}
