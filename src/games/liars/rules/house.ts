// Liar's Dice's house player: bids and calls from its own hand and the public view alone, by the binomial odds of the bids (LD-5 … LD-12, LD-17).
import type { Rng } from '../../../engine/dice/rng.js';
import type { HousePlayer } from '../../../engine/house.js';
import { chancesGiven, type LiarsBidOdds, type LiarsSight } from './odds.js';
import type { LiarsAction } from './options.js';
import { facesFor, type LiarsView } from './view.js';

interface Bid {
  quantity: number;
  face: number;
}

/**
 * Hard calls when calling risks less than this share of what the best raise
 * risks: a raise costs a die only if it is false *and* called, and it is not
 * always called. Measured on the bench (house.test.ts): 0.5–0.7 play alike.
 */
const RAISE_CALLED = 0.6;

/** Hard bluffs one raise in ten, so the face it bids does not always give its hand away. */
const BLUFF_ONE_IN = 10;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]!;

/** LD-8: the call names the bid it was made on, so a bid raised meanwhile is not called by mistake. */
const callOf = (table: LiarsView): LiarsAction => ({ kind: 'call', bid: table.standingBid.ref });
const bidOf = (raise: Bid): LiarsAction => ({ kind: 'bid', quantity: raise.quantity, face: raise.face });

/** LD-5, LD-8: anyone still in but the bettor may call, once the standing bid is someone's. */
function mayCall(sight: LiarsSight): boolean {
  const { bettor } = sight.table.standingBid;
  return bettor !== null && bettor !== sight.me && sight.own.hand.length > 0;
}

/** LD-6, LD-7: only the player to bid raises, and only while a raise is left under the dice in play. */
function mayRaise(sight: LiarsSight): boolean {
  return sight.table.turn === sight.me && sight.table.choices.includes('bid') && sight.table.raiseCount > 0;
}

/** The raise at `index` in the order the view lists them (LD-6), over every legal raise, not only the 25 listed. */
function raiseAt(table: LiarsView, index: number): Bid {
  let left = index;
  for (const quantity of table.bidQuantities) {
    const faces = facesFor(table.standingBid, quantity);
    if (left < faces.length) return { quantity, face: faces[left]! };
    left -= faces.length;
  }
  throw new Error(`no raise ${index} of ${table.raiseCount}`);
}

/** Any legal move, every one as likely: the bench's yardstick. */
function randomMove(sight: LiarsSight, rng: Rng): LiarsAction {
  const raises = mayRaise(sight) ? sight.table.raiseCount : 0;
  const chosen = rng.int(0, raises + (mayCall(sight) ? 1 : 0) - 1);
  return chosen < raises ? bidOf(raiseAt(sight.table, chosen)) : callOf(sight.table);
}

/**
 * Easy: counts its own dice of a face plus a sixth of the others (a third
 * with wild ones, LD-17), calls a bid above that count by more than one or
 * two dice (a coin decides), and otherwise bids the face it counts most of,
 * as low as it may. It reads nothing into the others' bids.
 */
function easyMove(sight: LiarsSight, rng: Rng): LiarsAction {
  const { table, own } = sight;
  const unseen = table.diceInPlay - own.hand.length;
  const wild = (face: number) => table.wildOnes && face !== 1;
  const expected = (face: number) => own.hand.filter((die) => die === face || (wild(face) && die === 1)).length + unseen * (wild(face) ? 2 / 6 : 1 / 6);
  const standing = table.standingBid;
  if (mayCall(sight) && (!mayRaise(sight) || standing.quantity > expected(standing.face) + rng.int(1, 2))) return callOf(table);
  const faces = [1, 2, 3, 4, 5, 6].filter((face) => table.raises.some((raise) => raise.face === face));
  const most = Math.max(...faces.map(expected));
  const face = pick(
    rng,
    faces.filter((candidate) => expected(candidate) === most),
  );
  return bidOf(table.raises.find((raise) => raise.face === face)!);
}

/**
 * What hard takes as seen besides its own hand: one die of the face each
 * other player still in last bid this round. Players mostly bid what they
 * hold; the bids are public (the view's earlier bids and the standing one).
 */
function readBids(sight: LiarsSight): number[] {
  const { table } = sight;
  const standing = table.standingBid.bettor === null ? [] : [{ face: table.standingBid.face, bettor: table.standingBid.bettor }];
  const lastFace = new Map<string, number>();
  for (const bid of [...table.earlierBids, ...standing]) if (bid.bettor !== sight.me) lastFace.set(bid.bettor, bid.face);
  const stillIn = new Set(table.seats.filter((seat) => seat.dice > 0).map((seat) => seat.player));
  return [...lastFace].flatMap(([bettor, face]) => (stillIn.has(bettor) ? [face] : []));
}

/** What a caller stands to lose: a die when the bid holds, and on spot on one die, or two with `caller-two` (LD-10, LD-11). */
function callCost(odds: LiarsBidOdds, spotOn: LiarsView['spotOn']): number {
  return odds.chanceTrue + (spotOn === 'caller-two' ? odds.chanceSpotOn : 0);
}

/** The most probable raise (ties at random), or now and then a bluff: any raise at least as likely true as not. */
function hardRaise(raises: readonly LiarsBidOdds[], rng: Rng): LiarsBidOdds {
  const best = Math.max(...raises.map((raise) => raise.chanceTrue));
  const bluff = rng.int(1, BLUFF_ONE_IN) === 1;
  return pick(
    rng,
    raises.filter((raise) => (bluff ? raise.chanceTrue >= Math.min(0.5, best) : raise.chanceTrue === best)),
  );
}

/**
 * Hard: the binomial odds of odds.ts over the dice it cannot see, its own
 * hand and what the others' bids say of theirs taken as seen. It calls when
 * calling risks less than a raise would, else makes the most probable raise.
 */
function hardMove(sight: LiarsSight, rng: Rng): LiarsAction {
  const { table } = sight;
  const seen = [...sight.own.hand, ...readBids(sight)];
  const chances = chancesGiven(seen, table.diceInPlay - seen.length, table.wildOnes);
  const raises = mayRaise(sight) ? table.raises.map(chances) : [];
  if (mayCall(sight)) {
    if (raises.length === 0) return callOf(table);
    const bestRaise = Math.max(...raises.map((raise) => raise.chanceTrue));
    if (callCost(chances(table.standingBid), table.spotOn) < RAISE_CALLED * (1 - bestRaise)) return callOf(table);
  }
  return bidOf(hardRaise(raises, rng));
}

/** Liar's Dice's house player (issue 33), from its seat's sight alone. */
export const liarsHouse: HousePlayer<LiarsView, { hand: number[] }, LiarsAction> = {
  // LD-9: no bid before the call window after the last one has passed.
  readyAt: (table) => table.biddingOpensAt,
  decide(sight, level, rng) {
    // Nothing is legal (not its turn, nothing to call): the rules will say why.
    if (!mayRaise(sight) && !mayCall(sight)) return callOf(sight.table);
    if (level === 'random') return randomMove(sight, rng);
    if (level === 'easy') return easyMove(sight, rng);
    return hardMove(sight, rng);
  },
};
