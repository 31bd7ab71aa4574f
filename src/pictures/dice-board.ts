// Draws a dice board as SVG: a row of dice per player with the counting faces highlighted, big tables cut to "… and N more".

import { clip, die, foot, frame, look, text, textWidth } from './draw.js';
import type { DiceBoard } from './spec.js';

/**
 * A dice board: the title, a row per player (name, then each die), the
 * faces that counted highlighted, and the caption. At a big table (150
 * seats, or 20 dice each) only the first rows are drawn and "… and N more" says how many
 * are not; the message text carries every hand.
 */
export const DICE_BOARD = {
  /** Lines of dice drawn at most (a row of more than `dicePerLine` dice takes several): the picture stays readable and under 200 KB. */
  maxLines: 24,
  /** Dice drawn in one row at most (LD-2 allows 20): more wrap to the row's next line. */
  dicePerLine: 10,
  dieSize: 34,
  dieGap: 8,
  rowGap: 10,
  nameCharacters: 20,
} as const;

export interface DiceBoardLayout {
  width: number;
  height: number;
  /** How many rows are drawn, and how many left out. */
  drawn: number;
  leftOut: number;
}

const linesOf = (row: { dice: number[] }) => Math.max(1, Math.ceil(row.dice.length / DICE_BOARD.dicePerLine));

/** How many rows fit in the board's lines, the first always. */
function rowsDrawn(rows: DiceBoard['rows']): number {
  let lines = 0;
  let drawn = 0;
  for (const row of rows) {
    lines += linesOf(row);
    if (drawn > 0 && lines > DICE_BOARD.maxLines) break;
    drawn += 1;
  }
  return drawn;
}

export function diceBoardLayout(spec: DiceBoard): DiceBoardLayout {
  const { dicePerLine, dieSize, dieGap, rowGap } = DICE_BOARD;
  const drawn = rowsDrawn(spec.rows);
  const shown = spec.rows.slice(0, drawn);
  const nameWidth = textWidth(Math.min(DICE_BOARD.nameCharacters, Math.max(4, ...shown.map((row) => [...row.name].length))));
  const widest = Math.min(dicePerLine, Math.max(1, ...shown.map((row) => row.dice.length)));
  const noteWidth = Math.max(0, ...shown.map((row) => (row.note ? textWidth(Math.min(32, [...row.note].length)) + dieGap * 2 : 0)));
  const captionWidth = Math.max(textWidth([...spec.title].length, look.titleSize), ...spec.caption.map((line) => textWidth(Math.min(90, [...line].length))));
  const boardWidth = nameWidth + dieGap * 2 + widest * (dieSize + dieGap) + noteWidth;
  const width = look.padding * 2 + Math.max(boardWidth, captionWidth, 320);
  const rowsHeight = shown.reduce((sum, row) => sum + linesOf(row) * (dieSize + dieGap) - dieGap + rowGap, 0);
  const leftOut = spec.rows.length - drawn;
  const height = look.padding * 2 + look.lineHeight + 12 + rowsHeight + (leftOut > 0 ? look.lineHeight : 0) + spec.caption.length * look.lineHeight + 8;
  return { width, height, drawn, leftOut };
}

export function diceBoardSvg(spec: DiceBoard): string {
  const { dicePerLine, dieSize, dieGap, rowGap } = DICE_BOARD;
  const layout = diceBoardLayout(spec);
  const shown = spec.rows.slice(0, layout.drawn);
  const nameWidth = textWidth(Math.min(DICE_BOARD.nameCharacters, Math.max(4, ...shown.map((row) => [...row.name].length))));
  const body: string[] = [text(look.padding, look.padding + look.titleSize, spec.title, { size: look.titleSize, bold: true })];
  let y = look.padding + look.lineHeight + 12;
  for (const row of shown) {
    body.push(text(look.padding, y + dieSize * 0.68, clip(row.name, DICE_BOARD.nameCharacters)));
    const diceX = look.padding + nameWidth + dieGap * 2;
    row.dice.forEach((face, index) => {
      const x = diceX + (index % dicePerLine) * (dieSize + dieGap);
      const dy = y + Math.floor(index / dicePerLine) * (dieSize + dieGap);
      body.push(die(x, dy, dieSize, face, spec.highlight.includes(face) || (row.marked?.includes(index) ?? false)));
    });
    if (row.note) {
      const x = diceX + Math.min(dicePerLine, Math.max(1, row.dice.length)) * (dieSize + dieGap) + dieGap;
      body.push(text(x, y + dieSize * 0.68, clip(row.note, 32), { fill: look.muted }));
    }
    y += linesOf(row) * (dieSize + dieGap) - dieGap + rowGap;
  }
  body.push(...foot(y, layout.leftOut, spec.caption));
  return frame(layout.width, layout.height, body);
}
