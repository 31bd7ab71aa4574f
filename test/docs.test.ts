// The player's guides name every installed game: a game added to the registry and not to the guides (en, ro) fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../src/games/index.js';
import { allCommandData } from '../src/main/commands.js';
import { root } from './fixtures/imports.js';

describe("the player's guide names every game (issue 30: it listed three of five)", () => {
  it.each(['docs/PLAYERS.md', 'docs/ro/PLAYERS.md'])('%s says how to open a table of each game, in prose and in its command list', (guide) => {
    const text = readFileSync(join(root, guide), 'utf8');
    for (const { game } of gameModules) {
      expect(text.split(`\`/${game.id} open`).length - 1, `/${game.id} open`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("the player's guide names every command (issue 30: /help lists them, the guides too)", () => {
  it.each(['docs/PLAYERS.md', 'docs/ro/PLAYERS.md'])('%s names each command of the one list', (guide) => {
    const text = readFileSync(join(root, guide), 'utf8');
    const names = allCommandData().map((command) => command.name);
    expect(names).toContain('help');
    for (const name of names) expect(text, `/${name}`).toContain(`\`/${name}`);
  });
});
