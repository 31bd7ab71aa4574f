// Unit: the double-entry ledger's postTransfer — postings sum to zero, only inside a transaction, no wallet below zero, servers kept apart — on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountRef, balanceOf, InsufficientFundsError, type Posting, postTransfer, type TransferInput } from '../src/engine/economy/ledger.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

const mint: AccountRef = { serverId: 'guild-1', kind: 'mint', owner: 'guild-1' };
const alice: AccountRef = { serverId: 'guild-1', kind: 'wallet', owner: 'alice' };
const bob: AccountRef = { serverId: 'guild-1', kind: 'wallet', owner: 'bob' };
const pot: AccountRef = { serverId: 'guild-1', kind: 'pot', owner: 'table-1' };

function transfer(postings: Posting[], memo = ''): TransferInput {
  return { serverId: 'guild-1', cause: 'grant', postings, memo, now: 1000 };
}

describe.each(STORE_KINDS)('on %s', (kind) => {
  let test: TestStore;

  /** Posts inside its own transaction, as a command handler would. */
  async function post(postings: Posting[], memo = ''): Promise<number> {
    return test.store.transaction((tx) => postTransfer(tx, transfer(postings, memo)));
  }

  const count = (table: string) => test.count(table);

  async function postingsSum(ref: AccountRef): Promise<number> {
    return test.value<number>(
      `SELECT COALESCE(SUM(p.amount), 0) AS total FROM postings p JOIN accounts a ON a.id = p.account_id
     WHERE a.server_id = ? AND a.kind = ? AND a.owner = ?`,
      ref.serverId,
      ref.kind,
      ref.owner,
    );
  }

  beforeEach(async () => {
    test = await openTestStore(kind);
  });

  afterEach(async () => {
    await test.close();
  });

  describe('postTransfer', () => {
    it('refuses to run outside a transaction, and writes nothing', async () => {
      await expect(
        postTransfer(
          test.tx,
          transfer([
            { account: mint, amount: -10 },
            { account: alice, amount: 10 },
          ]),
        ),
      ).rejects.toThrow(/inside a transaction/);
      expect(await count('transfers')).toBe(0);
      expect(await count('postings')).toBe(0);
      expect(await balanceOf(test.tx, alice)).toBe(0);
    });

    it('refuses postings that do not sum to zero, and writes nothing', async () => {
      await expect(
        post([
          { account: mint, amount: -10 },
          { account: alice, amount: 9 },
        ]),
      ).rejects.toThrow(/sum to -1/);
      expect(await count('transfers')).toBe(0);
      expect(await count('postings')).toBe(0);
      expect(await balanceOf(test.tx, alice)).toBe(0);
    });

    it('refuses amounts that are not whole numbers', async () => {
      await expect(
        post([
          { account: mint, amount: -0.5 },
          { account: alice, amount: 0.5 },
        ]),
      ).rejects.toThrow(/whole numbers/);
      expect(await count('transfers')).toBe(0);
    });

    it('lets the mint go negative when it issues money', async () => {
      await post(
        [
          { account: mint, amount: -100 },
          { account: alice, amount: 100 },
        ],
        'starting grant',
      );
      expect(await balanceOf(test.tx, mint)).toBe(-100);
      expect(await balanceOf(test.tx, alice)).toBe(100);
    });

    it('refuses to take a wallet below zero with InsufficientFundsError carrying balance and need', async () => {
      await post([
        { account: mint, amount: -30 },
        { account: alice, amount: 30 },
      ]);

      let error: unknown;
      try {
        await post([
          { account: alice, amount: -50 },
          { account: pot, amount: 50 },
        ]);
      } catch (caught) {
        error = caught;
      }

      expect(error).toBeInstanceOf(InsufficientFundsError);
      const insufficient = error as InsufficientFundsError;
      expect(insufficient.account).toEqual(alice);
      expect(insufficient.balance).toBe(30);
      expect(insufficient.needed).toBe(50);
      expect(insufficient.message).toMatch(/wallet:alice has 30, needs 50/);
    });

    it('writes nothing of a refused transfer once the caller rolls back', async () => {
      await post([
        { account: mint, amount: -30 },
        { account: alice, amount: 30 },
      ]);
      const transfersBefore = await count('transfers');
      const postingsBefore = await count('postings');

      // The pot is credited before alice is debited: the partial write must not survive.
      await expect(
        post([
          { account: pot, amount: 50 },
          { account: alice, amount: -50 },
        ]),
      ).rejects.toThrow(InsufficientFundsError);

      expect(await count('transfers')).toBe(transfersBefore);
      expect(await count('postings')).toBe(postingsBefore);
      expect(await balanceOf(test.tx, alice)).toBe(30);
      expect(await balanceOf(test.tx, pot)).toBe(0);
    });

    it('rolls back together with the caller action it pays for', async () => {
      await test.tx.run("INSERT INTO servers (id, created_at) VALUES ('guild-1', 1)");
      await post([
        { account: mint, amount: -30 },
        { account: alice, amount: 30 },
      ]);

      await expect(
        test.store.transaction(async (tx) => {
          await tx.run("INSERT INTO members (server_id, user_id, display_name, first_seen_at, last_seen_at) VALUES ('guild-1', 'alice', 'Alice', 1, 1)");
          await postTransfer(
            tx,
            transfer([
              { account: alice, amount: -31 },
              { account: bob, amount: 31 },
            ]),
          );
        }),
      ).rejects.toThrow(InsufficientFundsError);

      expect(await count('members')).toBe(0);
      expect(await balanceOf(test.tx, bob)).toBe(0);
    });

    it('keeps every balance equal to the sum of its postings after several transfers', async () => {
      await post([
        { account: mint, amount: -100 },
        { account: alice, amount: 100 },
      ]);
      await post([
        { account: mint, amount: -40 },
        { account: bob, amount: 40 },
      ]);
      await post([
        { account: alice, amount: -25 },
        { account: bob, amount: -15 },
        { account: pot, amount: 40 },
      ]);
      await post([
        { account: pot, amount: -40 },
        { account: bob, amount: 40 },
      ]);

      const expected = new Map<AccountRef, number>([
        [mint, -140],
        [alice, 75],
        [bob, 65],
        [pot, 0],
      ]);
      for (const [ref, balance] of expected) {
        expect(await balanceOf(test.tx, ref), `${ref.kind}:${ref.owner}`).toBe(balance);
        expect(await postingsSum(ref), `${ref.kind}:${ref.owner}`).toBe(balance);
      }
      expect(await count('transfers')).toBe(4);
      const total = await test.value('SELECT SUM(balance) AS total FROM accounts');
      expect(total).toBe(0);
    });

    it('merges postings to the same account within one transfer', async () => {
      await post([
        { account: mint, amount: -100 },
        { account: alice, amount: 100 },
      ]);
      const transferId = await post([
        { account: alice, amount: -30 },
        { account: pot, amount: 10 },
        { account: alice, amount: 5 },
        { account: pot, amount: 15 },
      ]);

      const rows = await test.rows(
        `SELECT a.kind, a.owner, p.amount FROM postings p JOIN accounts a ON a.id = p.account_id
       WHERE p.transfer_id = ? ORDER BY a.kind`,
        transferId,
      );
      expect(rows).toEqual([
        { kind: 'pot', owner: 'table-1', amount: 25 },
        { kind: 'wallet', owner: 'alice', amount: -25 },
      ]);
      expect(await balanceOf(test.tx, alice)).toBe(75);
      expect(await balanceOf(test.tx, pot)).toBe(25);
    });

    it('judges a wallet by the merged amount: paying and being paid back in one transfer is allowed', async () => {
      await post([
        { account: mint, amount: -10 },
        { account: alice, amount: 10 },
      ]);
      await post([
        { account: alice, amount: -50 },
        { account: alice, amount: 45 },
        { account: pot, amount: 5 },
      ]);
      expect(await balanceOf(test.tx, alice)).toBe(5);
      expect(await balanceOf(test.tx, pot)).toBe(5);
    });

    it('keeps accounts of different servers apart', async () => {
      const otherMint: AccountRef = { serverId: 'guild-2', kind: 'mint', owner: 'guild-2' };
      const otherAlice: AccountRef = { serverId: 'guild-2', kind: 'wallet', owner: 'alice' };
      await post([
        { account: mint, amount: -10 },
        { account: alice, amount: 10 },
      ]);
      await test.store.transaction((tx) =>
        postTransfer(tx, {
          ...transfer([
            { account: otherMint, amount: -3 },
            { account: otherAlice, amount: 3 },
          ]),
          serverId: 'guild-2',
        }),
      );
      expect(await balanceOf(test.tx, alice)).toBe(10);
      expect(await balanceOf(test.tx, otherAlice)).toBe(3);
    });
  });
});
