// Unit tests of the pictures: dice drawn as shapes, big tables kept small, the text alternative within its limit, the cache, and drawing off the bot's thread.
import { describe, expect, it } from 'vitest';
import { ALT_LIMIT, altText } from './alt.js';
import { PictureCache } from './cache.js';
import { DICE_BOARD } from './dice-board.js';
import { die, look } from './draw.js';
import { Pictures, pictureKey, pictureSize, pictureSvg } from './index.js';
import type { BracketPicture, DiceBoard, ScoreGrid } from './spec.js';

const board = (rows: number): DiceBoard => ({
  kind: 'dice',
  file: 'board.png',
  title: 'Round 1: every hand revealed',
  rows: Array.from({ length: rows }, (_, index) => ({ name: `player-${index + 1}`, dice: [1, 2, 3, 4, 5] })),
  highlight: [3],
  caption: ['alice called bob’s bid of 4 × 3', 'Counted: 3'],
});

const pipsOf = (svg: string) => (svg.match(/<circle /g) ?? []).length;

describe('dice are drawn as shapes', () => {
  it('each face 1–6 has as many pips as it shows; a bigger face is its number', () => {
    for (const face of [1, 2, 3, 4, 5, 6]) expect(pipsOf(die(0, 0, 30, face, false))).toBe(face);
    expect(die(0, 0, 30, 17, false)).toContain('>17</text>');
  });

  it('a highlighted face is drawn in the highlight colour, the others not', () => {
    const svg = pictureSvg(board(1));
    expect((svg.match(/fill="#f5c542"/g) ?? []).length).toBe(1);
  });
});

describe('a big table stays a small picture', () => {
  it('past the cap the board draws its first rows and "… and N more"', () => {
    const spec = board(150);
    // The rows past the cap cost one line, "… and N more".
    expect(pictureSize(spec).height).toBe(pictureSize(board(DICE_BOARD.maxLines)).height + look.lineHeight);
    const svg = pictureSvg(spec);
    expect(svg).toContain(`… and ${150 - DICE_BOARD.maxLines} more`);
    expect(pipsOf(svg)).toBe(DICE_BOARD.maxLines * 15);
  });

  it('LD-2 allows 20 dice a hand: such rows take two lines each, and fewer rows are drawn', async () => {
    const spec = { ...board(150), rows: board(150).rows.map((row) => ({ ...row, dice: Array.from({ length: 20 }, (_, index) => (index % 6) + 1) })) };
    const svg = pictureSvg(spec);
    expect(svg).toContain(`… and ${150 - DICE_BOARD.maxLines / 2} more`);
    expect((await new Pictures().draw(spec)).png.length).toBeLessThan(120 * 1024);
  });

  it('VJ-11: a long tournament of big groups draws its latest tiers and first groups, and stays under 200 KB', async () => {
    const players = Array.from({ length: 12 }, (_, index) => ({ name: `Somebody with a long name ${index}`, advanced: index % 2 === 0 }));
    const tiers = Array.from({ length: 8 }, (_, tier) => ({
      title: `Tier ${tier + 1}`,
      groups: Array.from({ length: 30 }, (_, group) => ({ title: `Group ${group + 1}`, players })),
    }));
    const spec = { kind: 'bracket' as const, file: 'bracket.png', title: 'Tournament #1: the bracket', tiers, caption: [] };
    const svg = pictureSvg(spec);
    expect(svg).toContain('Tiers 1–3 are not drawn: the latest tiers only.');
    expect(svg).toContain('>Tier 4<');
    expect(svg).not.toContain('>Tier 3<');
    expect((await new Pictures().draw(spec)).png.length).toBeLessThan(200 * 1024);
  });

  it('names are escaped for SVG, never markup', () => {
    const svg = pictureSvg({ ...board(1), rows: [{ name: '<b>&"bob"</b>', dice: [6] }] });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;&#38;');
  });
});

describe('the text alternative', () => {
  it('says the caption, then each row; within 1024 characters, ending "… and N more"', () => {
    expect(altText(board(2))).toBe(
      'Round 1: every hand revealed — alice called bob’s bid of 4 × 3 — Counted: 3. player-1: 1, 2, 3, 4, 5. player-2: 1, 2, 3, 4, 5.',
    );
    const long = altText(board(150));
    expect(long.length).toBeLessThanOrEqual(ALT_LIMIT);
    const said = (long.match(/player-\d+:/g) ?? []).length;
    expect(long.endsWith(`… and ${150 - said} more`)).toBe(true);
  });
});

describe('the cache', () => {
  it('draws a state once: the same spec again is the same PNG, not drawn again', async () => {
    const pictures = new Pictures();
    const first = await pictures.draw(board(3));
    const again = await pictures.draw(board(3));
    expect(again.png).toBe(first.png);
    expect(pictures.rendered).toBe(1);
    await pictures.draw({ ...board(3), highlight: [4] });
    expect(pictures.rendered).toBe(2);
    expect(pictureKey(board(3))).not.toBe(pictureKey({ ...board(3), highlight: [4] }));
  });

  it('keeps the most recently used: the oldest unread goes first', () => {
    const cache = new PictureCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe("drawn off the bot's thread (issue 31)", () => {
  const sheet: ScoreGrid = {
    kind: 'grid',
    file: 'vitaji-scoresheet.png',
    title: 'Scoresheet',
    header: ['Round', '$', ...Array.from({ length: 12 }, (_, player) => `player-${player + 1}`)],
    rows: Array.from({ length: 10 }, (_, round) => [String(round + 1), '10', ...Array.from({ length: 12 }, () => '3,1,14 +12')]),
    marked: [9],
    caption: ['Won by player-1'],
  };
  const bracket: BracketPicture = {
    kind: 'bracket',
    file: 'bracket.png',
    title: 'Tournament #1: the bracket',
    tiers: [
      {
        title: 'Tier 1',
        groups: [
          {
            title: 'Group 1',
            players: [
              { name: 'ana', advanced: true },
              { name: 'ștefan', advanced: false },
            ],
          },
        ],
      },
    ],
    caption: [],
  };

  it('the same PNG, byte for byte, on the thread pool as on the bot’s thread: fonts and layout unchanged', async () => {
    for (const spec of [board(5), sheet, bracket]) {
      const onPool = await new Pictures(4, 'pool').draw(spec);
      const onBot = await new Pictures(4, 'bot').draw(spec);
      expect(onPool.png.equals(onBot.png)).toBe(true);
      expect({ width: onPool.width, height: onPool.height, alt: onPool.alt }).toEqual({ width: onBot.width, height: onBot.height, alt: onBot.alt });
    }
  });

  /** How many times the event loop went round (setImmediate) while `drawing` was under way. */
  async function turnsWhile(drawing: Promise<unknown>): Promise<number> {
    let turns = 0;
    let done = false;
    const turn = () => {
      if (done) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    await drawing;
    done = true;
    return turns;
  }

  it('on the pool the bot’s thread keeps turning (other tables are answered meanwhile); on its own thread it stops until the PNG is done', async () => {
    expect(await turnsWhile(new Pictures(4, 'pool').draw(sheet))).toBeGreaterThan(0);
    expect(await turnsWhile(new Pictures(4, 'bot').draw(sheet))).toBe(0);
  });

  it('two asking for the same picture at once draw it once', async () => {
    const pictures = new Pictures();
    const [first, second] = await Promise.all([pictures.draw(board(4)), pictures.draw(board(4))]);
    expect(second.png).toBe(first.png);
    expect(pictures.rendered).toBe(1);
  });

  it('a picture that cannot be drawn rejects, counts nothing, and is not kept: asked again, it is tried again', async () => {
    const pictures = new Pictures();
    // XML allows no NUL: resvg refuses the SVG.
    const broken = { ...board(1), title: 'Round\u00001' };
    const first = pictures.draw(broken);
    await expect(first).rejects.toThrow(/SVG data parsing failed/);
    expect(pictures.rendered).toBe(0);
    const again = pictures.draw(broken);
    expect(again).not.toBe(first);
    await expect(again).rejects.toThrow(/SVG data parsing failed/);
    expect((await pictures.draw(board(1))).png.length).toBeGreaterThan(0);
    expect(pictures.rendered).toBe(1);
  });
});
