// How the table service's transactions end early, and the refusals they become where the action is answered.
import type { UserId } from '../contract.js';
import { type InsufficientFundsError, memberOf } from '../economy/ledger.js';
import { type RuleError, ruleError } from '../refusal.js';
import type { TableStatus } from './repository.js';

/** Another writer changed the table between our read and our write. */
export class VersionConflict extends Error {}

/** A table changed along with another (a split table's groups), or a feature's action on it, refused: the whole action is refused with its reason. */
export class RefusedAlongside extends Error {
  constructor(readonly error: RuleError) {
    super(error.code);
  }
}

/** Still to be played: in its lobby, or running. */
export const isOpen = (status: TableStatus) => status === 'lobby' || status === 'active';

/** Who could not cover a stake, in the table's money: the actor is told "you", others are named. */
export function cannotCover(error: InsufficientFundsError, actor: UserId): RuleError {
  const { account } = error;
  const player = memberOf(account);
  const money = (amount: number) => ({ money: amount, in: account.kind === 'wallet' ? ('wallet' as const) : ('stack' as const) });
  const params = { amount: money(error.needed), balance: money(error.balance), player: { member: player } };
  return player === actor
    ? ruleError('insufficient-funds', 'error-insufficient-funds', params)
    : ruleError('insufficient-funds', 'error-player-insufficient-funds', params);
}
