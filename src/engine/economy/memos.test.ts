// Unit: a side bet's and a tournament's transfer memo reads back as what it was written as (issue 30), and an old memo still reads.
import { describe, expect, it } from 'vitest';
import { type BetRefundReason, readSideBetMemo, readTournamentMemo, sideBetMemo, tournamentMemo } from './memos.js';

describe('transfer memos (issue 30)', () => {
  it('read a side bet back as written: placed, won, and each reason for a refund', () => {
    expect(readSideBetMemo(sideBetMemo(12, { kind: 'placed' }))).toEqual({ marketId: 12, move: { kind: 'placed' } });
    expect(readSideBetMemo(sideBetMemo(12, { kind: 'won' }))).toEqual({ marketId: 12, move: { kind: 'won' } });
    for (const reason of ['cancelled', 'groups', 'unbacked', 'no-winner', 'withdrew'] satisfies BetRefundReason[]) {
      expect(readSideBetMemo(sideBetMemo(7, { kind: 'refunded', reason }))).toEqual({ marketId: 7, move: { kind: 'refunded', reason } });
    }
  });

  it('read a memo kept before issue 30 as its market alone, and a memo of something else as nothing', () => {
    expect(readSideBetMemo('market 3')).toEqual({ marketId: 3, move: null });
    expect(readSideBetMemo('refund')).toBeNull();
    expect(readTournamentMemo('tournament 4: prize pool returned')).toEqual({ tournamentId: 4, move: 'returned' });
    expect(readTournamentMemo('market 3')).toBeNull();
  });

  it('read a tournament move back as written; a prize keeps its tier in the memo, as before', () => {
    expect(tournamentMemo(4, 'prize', 2)).toBe('tournament 4: prize, tier 2');
    expect(tournamentMemo(4, 'pool')).toBe('tournament 4: prize pool');
    for (const move of ['pool', 'prize', 'returned-cancelled', 'returned-no-winner'] as const) {
      expect(readTournamentMemo(tournamentMemo(9, move, 1))).toEqual({ tournamentId: 9, move });
    }
  });
});
