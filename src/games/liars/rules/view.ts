// What a Liar's Dice table may show (no hidden die): seats and dice left, the standing bid, legal raises, whose turn; a player's own hand; placings.
import type { PlayerSummary, UserId } from '../../../engine/contract.js';
import { placingsFrom } from '../../shared/pot.js';
import type { LiarsAction } from './options.js';
import { isRaise } from './rules.js';
import { diceInPlay, type LiarsState, type RecentBid } from './state.js';

export interface LiarsSeat {
  player: UserId;
  tag: string | null;
  dice: number;
}

/** What the channel may know: no die of any hand until it is revealed. */
export interface LiarsView {
  round: number;
  seats: LiarsSeat[];
  standingBid: { quantity: number; face: number; bettor: UserId | null; ref: string };
  turn: UserId | null;
  /**
   * What the player to bid may do now (`allowedActions`): bid, and call once
   * there is a bid. Anyone but the bettor may call (LD-8) and the player to
   * bid never is the bettor, so Call is offered exactly when it is here.
   */
  choices: LiarsAction['kind'][];
  diceInPlay: number;
  /** When the next bid may be made (LD-9). */
  biddingOpensAt: number;
  /** LD-9: the call window after a bid, in milliseconds (0: none). */
  callWindowMs: number;
  /** The round's bids before the standing one, oldest first: the last few only. */
  earlierBids: RecentBid[];
  /** How many of the round's earlier bids are older than those listed. */
  earlierBidsLeftOut: number;
  spotOn: LiarsState['spotOn'];
  wildOnes: boolean;
  pot: number;
  winner: UserId | null;
  /** The next legal raises (LD-6), lowest first, at most 25 (one select menu); none once the game is over. */
  raises: { quantity: number; face: number }[];
  /** Every quantity a raise may have now (LD-6), lowest first: for choosing a big bid in two steps. */
  bidQuantities: number[];
  /** How many raises are legal in all. */
  raiseCount: number;
}

/** LD-6: the faces a raise to `quantity` may have — any face above the standing quantity, a higher face at it. */
export function facesFor(standing: { quantity: number; face: number }, quantity: number): number[] {
  return [1, 2, 3, 4, 5, 6].filter((face) => isRaise(standing, quantity, face));
}

function bidQuantities(state: LiarsState): number[] {
  if (state.winner !== null) return [];
  const quantities: number[] = [];
  // Counted once: it walks every seat's dice, and a bid's view is on every action's path.
  const maximum = diceInPlay(state);
  for (let quantity = state.standingBid.quantity; quantity <= maximum; quantity += 1) {
    if (facesFor(state.standingBid, quantity).length > 0) quantities.push(quantity);
  }
  return quantities;
}

/** LD-6: raises of the standing bid, lowest first, quantity up to the dice in play. */
function legalRaises(state: LiarsState, limit = 25): { quantity: number; face: number }[] {
  if (state.winner !== null) return [];
  const raises: { quantity: number; face: number }[] = [];
  const maximum = diceInPlay(state);
  for (let quantity = state.standingBid.quantity; quantity <= maximum && raises.length < limit; quantity += 1) {
    for (let face = 1; face <= 6 && raises.length < limit; face += 1) {
      if (isRaise(state.standingBid, quantity, face)) raises.push({ quantity, face });
    }
  }
  return raises;
}

/** The round's bids before the standing one, as far as the state keeps them (the standing bid is the last it keeps). */
function earlierBids(state: LiarsState): Pick<LiarsView, 'earlierBids' | 'earlierBidsLeftOut'> {
  const kept = state.recentBids ?? [];
  const listed = kept.slice(0, -1).map((bid) => ({ ...bid }));
  return { earlierBids: listed, earlierBidsLeftOut: Math.max(0, state.bidsThisRound - 1 - listed.length) };
}

export function publicView(state: LiarsState): LiarsView {
  return {
    round: state.round,
    seats: state.seats.map((player) => ({ player, tag: state.tags[player] ?? null, dice: state.dice[player] ?? 0 })),
    standingBid: { quantity: state.standingBid.quantity, face: state.standingBid.face, bettor: state.standingBid.bettor, ref: state.standingBid.ref },
    turn: state.turn,
    choices: state.turn === null ? [] : allowedActions(state, state.turn),
    diceInPlay: diceInPlay(state),
    biddingOpensAt: state.standingBid.bettor === null ? state.standingBid.at : state.standingBid.at + state.callWindowMs,
    callWindowMs: state.callWindowMs,
    ...earlierBids(state),
    spotOn: state.spotOn,
    wildOnes: state.wildOnes,
    pot: state.pot,
    winner: state.winner,
    raises: legalRaises(state),
    bidQuantities: bidQuantities(state),
    raiseCount: bidQuantities(state).reduce((count, quantity) => count + facesFor(state.standingBid, quantity).length, 0),
  };
}

/** One player's own hand, and nothing of anyone else's. */
export function seatView(state: LiarsState, player: UserId): { hand: number[] } | null {
  const hand = state.hands[player];
  return hand ? { hand: [...hand] } : null;
}

export function summary(state: LiarsState, player: UserId): PlayerSummary {
  const dice = state.dice[player] ?? 0;
  return { out: dice === 0, score: null, lives: null, dice };
}

export function allowedActions(state: LiarsState, player: UserId): LiarsAction['kind'][] {
  if (state.winner !== null || (state.dice[player] ?? 0) === 0) return [];
  const actions: LiarsAction['kind'][] = [];
  if (state.turn === player) actions.push('bid');
  if (state.standingBid.bettor !== null && state.standingBid.bettor !== player) actions.push('call');
  return actions;
}

/** LD-16: the winner first, then the others, last out first. */
export function placings(state: LiarsState): UserId[][] {
  return state.winner === null ? [] : placingsFrom([state.winner], state.outOrder);
}
