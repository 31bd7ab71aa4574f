// Each table command's plan (joining, watching, starting, ending, playing) and planCommand, which picks it; the clock's are in clock-plans.ts.

import type { UserId } from '../contract.js';
import { invalidOption } from '../invalid-option.js';
import { type RuleError, ruleError } from '../refusal.js';
import { usesTags } from '../servers/settings.js';
import { expire, pause, resume } from './clock-plans.js';
import { intoGroups, splits, stakesBySize } from './groups.js';
import { seatHouse, unseatHouse } from './house-plans.js';
import {
  afterRules,
  fail,
  isHost,
  type PlanInput,
  type Planned,
  refusedWhilePaused,
  removeSeat,
  type SeatChange,
  seatOf,
  type TableCommand,
  unchanged,
  wasKicked,
} from './plan-terms.js';
import { activePlayers, type SeatRecord } from './repository.js';
import { stakesOf } from './stakes.js';

export type { Actor, Plan, TableCommand } from './plan-terms.js';

/** The seat's tag: the one asked for among the server's, the first by default; none where the game carries no tags. */
function checkTag(input: PlanInput, tag: string | undefined, role: 'player' | 'watcher'): { tag: string | null } | { error: RuleError } {
  const settings = input.settings();
  if (!usesTags(settings, input.game.id)) {
    return tag === undefined ? { tag: null } : { error: ruleError('tags-off', 'error-tags-off', { game: { game: input.game.id } }) };
  }
  const allowed = role === 'player' ? settings.playerTags : settings.watcherTags;
  if (tag === undefined) return { tag: allowed[0]! };
  const match = allowed.find((candidate) => candidate.toLowerCase() === tag.trim().toLowerCase());
  if (match) return { tag: match };
  return { error: ruleError('tag-not-allowed', 'error-tag-not-allowed', { tag, role, allowed: allowed.join(', ') }) };
}

/**
 * The refusal for members who could not pay what the game takes at the
 * start (buy-in, ante), each member with the stake that would be theirs;
 * null when all can. At a points table every stack is the same: checked
 * when the table opens.
 */
function shortOfStake(input: PlanInput, stakes: readonly { member: UserId; stake: number }[], when: 'join' | 'start'): RuleError | null {
  if (stakesOf(input.table).stakes !== 'tria') return null;
  const short = stakes.filter(({ member, stake }) => stake > 0 && input.purse(member) < stake);
  if (short.length === 0) return null;
  const amount = { money: Math.max(...short.map(({ stake }) => stake)), in: 'wallet' as const };
  const first = short[0]!.member;
  if (when === 'join') return ruleError('insufficient-funds', 'error-join-cannot-cover', { amount, balance: { money: input.purse(first), in: 'wallet' } });
  const members = short.map(({ member }) => member);
  return ruleError('insufficient-funds', 'error-players-cannot-cover', { players: { members }, amount, count: members.length });
}

function join(input: PlanInput, command: Extract<TableCommand, { kind: 'join' }>): Planned {
  const { table, game, actor } = input;
  if (table.status !== 'lobby') return fail(ruleError('game-started', 'error-game-started'));
  // VJ-11: a tournament game seats its group, drawn by the bracket; others watch.
  if (table.tournament) return fail(ruleError('tournament-table', 'error-tournament-table-seats'));
  if (wasKicked(table, actor.userId)) return fail(ruleError('kicked', 'error-kicked'));
  const existing = seatOf(table, actor.userId);
  // Issue 28: a player holding a bet on another could throw the game for them; the bet stays, the seat is refused.
  if (existing?.role !== 'player' && input.backsSomeone()) return fail(ruleError('bettor-joins', 'error-join-holds-bet'));
  if (command.team !== undefined && !game.teams) return fail(ruleError('team-not-allowed', 'error-team-not-allowed'));
  if (existing?.role === 'player') {
    // VJ-9: a seated player (the host, seated at open) joins a team, or moves to another, keeping their seat.
    if (command.team === undefined || command.team === existing.team) return fail(ruleError('already-seated', 'error-already-seated'));
    const team = command.team;
    return {
      ok: true,
      plan: {
        ...unchanged(table),
        seatChanges: [{ op: 'team', userId: actor.userId, team }],
        tableEvents: [{ type: 'table', what: 'team', member: actor.userId, team }],
      },
    };
  }
  const players = activePlayers(table);
  if (game.maxPlayers !== undefined && players.length >= game.maxPlayers) {
    return fail(ruleError('table-full', 'error-too-many-players', { game: { game: game.id }, max: game.maxPlayers }));
  }
  const tag = checkTag(input, command.tag, 'player');
  if ('error' in tag) return fail(tag.error);
  // Common terms (ruling): a member who cannot cover the buy-in is told so when they join, not when the host starts.
  // In a game played in groups (EL-1), the joiner must cover the largest group's stake: which group is theirs is settled at the start.
  const stake = Math.max(...stakesBySize(game, table.options, players.length + 1));
  const short = shortOfStake(input, [{ member: actor.userId, stake }], 'join');
  if (short) return fail(short);
  const position = Math.max(0, ...players.map((seat) => seat.position ?? 0)) + 1;
  const seat: SeatRecord = { userId: actor.userId, role: 'player', position, tag: tag.tag, team: command.team ?? null, status: 'seated', timeouts: 0 };
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

function watch(input: PlanInput, command: Extract<TableCommand, { kind: 'watch' }>): Planned {
  const { table, game, actor } = input;
  if (wasKicked(table, actor.userId)) return fail(ruleError('kicked', 'error-kicked'));
  const existing = seatOf(table, actor.userId);
  if (existing?.role === 'watcher') return fail(ruleError('already-watching', 'error-already-watching'));
  if (existing?.role === 'player') return fail(ruleError('already-seated', 'error-already-seated'));
  const watchers = table.seats.filter((seat) => seat.role === 'watcher' && seat.status === 'seated');
  if (game.maxWatchers !== undefined && watchers.length >= game.maxWatchers) {
    return fail(ruleError('watchers-full', 'error-too-many-watchers', { max: game.maxWatchers }));
  }
  const tag = checkTag(input, command.tag, 'watcher');
  if ('error' in tag) return fail(tag.error);
  const seat: SeatRecord = { userId: actor.userId, role: 'watcher', position: null, tag: tag.tag, team: null, status: 'seated', timeouts: 0 };
  return {
    ok: true,
    plan: { ...unchanged(table), seatChanges: [{ op: 'add', seat }], tableEvents: [{ type: 'table', what: 'watching', member: actor.userId }] },
  };
}

function start(input: PlanInput): Planned {
  const { table, game, actor, rng, now } = input;
  // VJ-11: a tournament group's first game starts when one of its players (or the host) says they are ready.
  const groupPlayer = table.tournament !== null && seatOf(table, actor.userId)?.role === 'player';
  if (!isHost(table, actor) && !actor.isModerator && !groupPlayer) {
    return fail(ruleError('not-host-or-moderator', 'error-not-host-or-moderator', { host: { member: table.hostId } }));
  }
  if (table.status !== 'lobby') return fail(ruleError('game-started', 'error-game-started'));
  const players = activePlayers(table);
  if (players.length < game.minPlayers) {
    return fail(ruleError('too-few-players', 'error-too-few-players', { game: { game: game.id }, min: game.minPlayers, count: players.length }));
  }
  // More players than one game takes (EL-1): groups that play at once, each its own table; this one shows them.
  if (splits(game, players.length) && game.groups) return startInGroups(input, intoGroups(players, game.groups));
  // Wallets may have moved since they joined: everyone who cannot cover it now is named at once.
  const stake = game.stakeAtStart(table.options, players.length);
  const short = shortOfStake(
    input,
    players.map((seat) => ({ member: seat.userId, stake })),
    'start',
  );
  if (short) return fail(short);
  const seats = players.map((seat) => ({ userId: seat.userId, position: seat.position ?? 0, tag: seat.tag, team: seat.team }));
  const outcome = game.setup({ seats, options: table.options, rng, now });
  return afterRules(table, game, outcome, {
    tableEvents: [{ type: 'table', what: 'started', by: actor.userId }],
    startingPlayers: players.map((seat) => seat.userId),
  });
}

/**
 * EL-1: the start of a table played in groups. This table deals no game of
 * its own: it becomes the place that shows its groups, each of which the
 * service opens and starts as a table of its own (its own escrow); each
 * member must cover their own group's stake.
 */
function startInGroups(input: PlanInput, groups: SeatRecord[][]): Planned {
  const { table, game, actor } = input;
  const stakes = groups.flatMap((group) => {
    const stake = game.stakeAtStart(table.options, group.length);
    return group.map((seat) => ({ member: seat.userId, stake }));
  });
  const short = shortOfStake(input, stakes, 'start');
  if (short) return fail(short);
  return {
    ok: true,
    plan: {
      ...unchanged(table),
      status: 'active',
      groups,
      // The service adds where each group plays, once their tables exist.
      tableEvents: [{ type: 'table', what: 'started', by: actor.userId }],
    },
  };
}

function end(input: PlanInput, calledOff: boolean): Planned {
  const { table, actor } = input;
  if (!actor.isModerator) {
    if (!isHost(table, actor)) return fail(ruleError('not-moderator', 'error-not-moderator'));
    // Common terms (ruling): the host may call off what has not begun — until the first player action after the start
    // (a first_round_betting Vitaji with no bet yet); after that, a moderator decides.
    if (table.status !== 'lobby' && input.playedSinceStart()) return fail(ruleError('host-end-after-start', 'error-host-end-after-start'));
  }
  return {
    ok: true,
    plan: {
      ...unchanged(table),
      status: 'cancelled',
      refund: true,
      tableEvents: [calledOff ? { type: 'table', what: 'called-off' } : { type: 'table', what: 'ended', by: actor.userId }],
    },
  };
}

function play(input: PlanInput, action: unknown): Planned {
  const { table, game, actor, rng, now } = input;
  if (table.status === 'lobby') return fail(ruleError('game-not-started', 'error-game-not-started'));
  const seat = seatOf(table, actor.userId);
  if (!seat) return fail(ruleError('not-seated', 'error-not-seated'));
  if (seat.role === 'watcher') return fail(ruleError('watcher-cannot-act', 'error-watcher-cannot-act'));
  const paused = refusedWhilePaused(table);
  if (paused) return paused;
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
  // A player who moves themselves is no longer running out of time.
  const seatChanges: SeatChange[] = seat.timeouts > 0 ? [{ op: 'timeouts', userId: actor.userId, timeouts: 0 }] : [];
  return afterRules(table, game, outcome, { seatChanges });
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
    case 'seat-house':
      return seatHouse(input, command.level);
    case 'unseat-house':
      return unseatHouse(input);
    case 'leave':
      return removeSeat(input, actor.userId, 'left');
    case 'kick':
      if (!actor.isModerator) return fail(ruleError('not-moderator', 'error-not-moderator'));
      return removeSeat(input, command.member, 'kicked');
    case 'start':
      return start(input);
    case 'end':
      return end(input, command.calledOff === true);
    case 'play':
      return play(input, command.action);
    case 'pause':
      return pause(input);
    case 'resume':
      return resume(input);
    case 'expire':
      return expire(input, command);
  }
}
