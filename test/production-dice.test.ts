// Safety check: production never loads the sandbox, the stand-in or forced dice, rolls only with the crypto RNG, and no env var seeds the dice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/main/config.js';
import { reachableFrom, root } from './fixtures/imports.js';

describe('forced dice exist only in the sandbox and tests', () => {
  const production = reachableFrom('src/main/index.ts');

  it('the production start path never loads the sandbox, the stand-in or forced dice', () => {
    expect(production).toContain('src/main/start.ts');
    expect(production).toContain('src/main/bot.ts');
    expect(production.filter((file) => file.startsWith('sandbox/') || file.startsWith('standin/'))).toEqual([]);
  });

  it('the production start path rolls only with the cryptographic RNG', () => {
    const start = readFileSync(join(root, 'src/main/start.ts'), 'utf8');
    expect(start).toMatch(/rng: cryptoRng/);
    expect(start).not.toMatch(/seededRng|scriptedRng|ForcedDice/);
    for (const file of production) {
      expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(/seededRng\(|scriptedRng\(|Math\.random/);
    }
  });

  it('no environment variable can set or seed the dice', () => {
    const parsed = parseConfig({
      DISCORD_TOKEN: 'a.b.c',
      DISCORD_APPLICATION_ID: '123456789012345678',
      CROUPIER_DICE: '6 6 6',
      DICE: '6',
      SEED: '7',
    });
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(Object.keys(parsed.config).sort()).toEqual(
        ['CLUSTERS', 'DATABASE_PATH', 'DATABASE_POOL_SIZE', 'DEV_GUILD_ID', 'DISCORD_APPLICATION_ID', 'DISCORD_TOKEN', 'LOG_LEVEL', 'SHARD_COUNT']
          .filter((key) => key in parsed.config)
          .sort(),
      );
    if (parsed.ok) expect(JSON.stringify(parsed.config)).not.toMatch(/6 6 6|SEED|DICE/);
  });
});
