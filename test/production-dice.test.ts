import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every project file the production start path can load, following relative imports (static and dynamic). */
function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      queue.push(join(dirname(file), match[1]!.replace(/\.js$/, '.ts')));
    }
  }
  return seen;
}

describe('forced dice exist only in the sandbox and tests', () => {
  const production = [...reachableFrom('src/index.ts')].map((file) => file.slice(root.length + 1));

  it('the production start path never loads the sandbox, the stand-in or forced dice', () => {
    expect(production).toContain('src/start.ts');
    expect(production).toContain('src/bot.ts');
    expect(production.filter((file) => file.startsWith('src/sandbox/'))).toEqual([]);
  });

  it('the production start path rolls only with the cryptographic RNG', () => {
    const start = readFileSync(join(root, 'src/start.ts'), 'utf8');
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
        ['DATABASE_PATH', 'DEV_GUILD_ID', 'DISCORD_APPLICATION_ID', 'DISCORD_TOKEN', 'LOG_LEVEL'].filter((key) => key in parsed.config).sort(),
      );
    if (parsed.ok) expect(JSON.stringify(parsed.config)).not.toMatch(/6 6 6|SEED|DICE/);
  });
});
