import type { RuleError } from '../refusal.js';
import type { TableStatus } from './repository.js';

/** How the table service's transactions end early: each is caught where the action is answered. */

/** Another writer changed the table between our read and our write. */
export class VersionConflict extends Error {}

/** A table changed along with another (a split table's groups) refused: the whole action is refused with its reason. */
export class RefusedAlongside extends Error {
  constructor(readonly error: RuleError) {
    super(error.code);
  }
}

/** Still to be played: in its lobby, or running. */
export const isOpen = (status: TableStatus) => status === 'lobby' || status === 'active';
