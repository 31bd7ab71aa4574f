// The types of what a picture shows, as data (dice board, score grid, bracket): what a game builds from public events and the pictures draw.
import type { EventShape } from '../engine/contract.js';
import type { LoggedAction } from '../engine/tables/recorded.js';

/**
 * What a picture shows, as data: a game builds one from an action's public
 * events (never from a state), and the same spec always draws the same
 * PNG, so a spec is also the picture's cache key. Every word in it is
 * already worded (the catalog's) and every name plain text: a picture has
 * no mentions.
 */
export type PictureSpec = DiceBoard | ScoreGrid | BracketPicture;

/** One player's dice as the channel saw them revealed. */
export interface DiceRow {
  name: string;
  dice: number[];
  /** A few words after the dice ("sum 9, point 4"). */
  note?: string;
  /** Dice drawn highlighted by their place in the row, whatever their face (Valere's point die, VA-2). */
  marked?: number[];
}

/** Dice revealed to the channel: a row per player, the faces that counted highlighted. */
export interface DiceBoard {
  kind: 'dice';
  /** The PNG's file name (`reveal.png`). */
  file: string;
  title: string;
  rows: DiceRow[];
  /** Faces drawn highlighted (the bid's face, and ones when they are wild: LD-17). */
  highlight: number[];
  /** A line or two under the board: the bid and the count. */
  caption: string[];
}

/** A table of words: a scoresheet, rows of cells under a header. */
export interface ScoreGrid {
  kind: 'grid';
  file: string;
  title: string;
  header: string[];
  rows: string[][];
  /** Rows drawn bold (the winner's). */
  marked: number[];
  caption: string[];
  /** The column the text alternative reads for each row (a total), when reading every cell would be too long. */
  summary?: number;
}

export interface BracketGroup {
  title: string;
  players: { name: string; advanced: boolean }[];
}

/** A tournament's tiers left to right, each its groups; who advanced drawn bold. */
export interface BracketPicture {
  kind: 'bracket';
  file: string;
  title: string;
  tiers: { title: string; groups: BracketGroup[] }[];
  caption: string[];
}

/** What a game may read to draw an action, besides its events and the table: plain names, and the table's public log. */
export interface PictureSources<Event extends EventShape = EventShape> {
  name(userId: string): string;
  log(): readonly LoggedAction<Event>[];
  /** Issue 30: an amount of the table's money, worded ("90 tria", "90 points"). */
  money(amount: number): string;
}
