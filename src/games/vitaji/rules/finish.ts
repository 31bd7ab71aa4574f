// How a Vitaji game ends: the last player left, a sweep, the highest score or team, sudden death on a tie, and the pot paid out (VJ-4, VJ-7 … VJ-9).
import type { RuleEvent, UserId } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/dice/rng.js';
import { leaders, payPot } from '../../shared/pot.js';
import type { VitajiEvent } from './events.js';
import { remaining, type VitajiState } from './state.js';

/** VJ-7: the tied roll once each, highest wins; again among those still tied. */
function suddenDeath(tied: UserId[], sides: number, rng: Rng, events: RuleEvent<VitajiEvent>[]): UserId {
  let contenders = tied;
  while (contenders.length > 1) {
    const rolls = Object.fromEntries(contenders.map((player) => [player, rng.int(1, sides)]));
    events.push({ type: 'game', name: 'sudden-death', data: { rolls } });
    const best = Math.max(...Object.values(rolls));
    contenders = contenders.filter((player) => rolls[player] === best);
  }
  return contenders[0]!;
}

/** VJ-9: the teams still in, each as its members still in, in seat order of their first member. */
function teamsIn(state: VitajiState): Map<string, UserId[]> {
  const teams = new Map<string, UserId[]>();
  for (const player of remaining(state)) {
    const team = state.teamOf?.[player] ?? player;
    teams.set(team, [...(teams.get(team) ?? []), player]);
  }
  return teams;
}

/** Pays the pot to the winners in equal shares; the remainder to the first seat among them (VJ-9). */
function payOut(state: VitajiState, winners: UserId[], events: RuleEvent<VitajiEvent>[]): VitajiState {
  events.push(...payPot(state.pot, winners));
  events.push({ type: 'game', name: 'winner', data: { winners } });
  return { ...state, phase: 'over', turn: null, betting: null, winners, pot: 0 };
}

/** VJ-4: the last one left wins at once. */
export function lastStanding(state: VitajiState, events: RuleEvent<VitajiEvent>[]): VitajiState {
  return payOut(state, remaining(state), events);
}

/** VJ-7 … VJ-9: after the last round — a sweep, else the highest score (or team), sudden death on a tie. */
export function finishGame(state: VitajiState, rng: Rng, events: RuleEvent<VitajiEvent>[]): VitajiState {
  const { sides, bonuses, teams } = state.settings;
  if (teams && state.teamOf) {
    const inPlay = teamsIn(state);
    const teamScore = (team: string) => inPlay.get(team)!.reduce((sum, player) => sum + state.scores[player]!, 0);
    const top = leaders([...inPlay.keys()], teamScore);
    // Tied teams: each team's first seat still in rolls for it (our ruling).
    const byFirst = new Map(top.map((team) => [inPlay.get(team)![0]!, team]));
    const first = top.length === 1 ? inPlay.get(top[0]!)![0]! : suddenDeath([...byFirst.keys()], sides, rng, events);
    return payOut(state, inPlay.get(byFirst.get(first) ?? top[0]!)!, events);
  }
  const players = remaining(state);
  // VJ-8: a sweeper wins outright; among several sweepers the highest score, then sudden death.
  const sweepers = bonuses ? players.filter((player) => state.sweep[player] !== null && state.sweep[player] !== undefined) : [];
  if (sweepers.length > 0) events.push({ type: 'game', name: 'sweep', data: { players: sweepers } });
  const top = leaders(sweepers.length > 0 ? sweepers : players, (player) => state.scores[player]!);
  const winner = top.length === 1 ? top[0]! : suddenDeath(top, sides, rng, events);
  return payOut(state, [winner], events);
}
