// How a tournament command is refused: a refusal found deep in a command, a race with another writer, a wallet short of a stake; each as the one sentence the member reads.
import type { MessageKey } from '../../i18n/index.js';
import { InsufficientFundsError } from '../economy/ledger.js';
import { type CoreRefusalCode, type RuleError, type RuleParams, ruleError } from '../refusal.js';

/** Another writer moved the tournament on between our read and our write. */
export class TournamentChanged extends Error {}

/** A refusal found deep in a command: the whole command is refused and rolled back. */
export class Refused extends Error {
  constructor(readonly error: RuleError) {
    super(error.code);
  }
}

export const fail = (code: CoreRefusalCode, key: MessageKey, params: RuleParams = {}): never => {
  throw new Refused(ruleError(code, key, params));
};

/** What a command that threw tells the member, or null for an error that is no refusal (it goes on up). */
export function refusalOf(error: unknown): RuleError | null {
  if (error instanceof Refused) return error.error;
  if (error instanceof TournamentChanged) return ruleError('table-changed', 'error-table-changed');
  if (error instanceof InsufficientFundsError) {
    const money = (amount: number) => ({ money: amount, in: 'wallet' as const });
    return ruleError('insufficient-funds', 'error-insufficient-funds', { amount: money(error.needed), balance: money(error.balance) });
  }
  return null;
}
