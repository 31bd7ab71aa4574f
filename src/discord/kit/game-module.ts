// The game plugin type: a game's rules, words, table drawing and commands, buttons and menus, type-checked together by defineGameModule.
import type { ActionRowBuilder, APIEmbedField, ButtonBuilder, StringSelectMenuBuilder } from 'discord.js';
import { z } from 'zod';
import type { EventShape, Game, PlayEvent } from '../../engine/contract.js';
import type { SeatSight } from '../../engine/house.js';
import type { LoggedAction, RecordedEvent } from '../../engine/tables/recorded.js';
import type { PublicTable } from '../../engine/tables/service.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { PictureSources, PictureSpec } from '../../pictures/spec.js';
import { parseOptions } from './player-error.js';

/**
 * One game as the bot runs it: its pure rules, the words it speaks, how its
 * table is drawn and what players can do (commands, buttons, menus) — one
 * typed plugin. Inside it every part sees the game's own view, actions and
 * events; `defineGameModule` checks that they fit together and is the one
 * place their types are erased, so the bot can hold games of every shape.
 */
export interface GameModule<Options, State, Action, View, SeatView, Event extends EventShape, Key extends string> {
  game: Game<Options, State, Action, View, SeatView, Event>;
  /** The game's catalog: its own sentences and every core one. */
  words: Catalog<Key>;
  /** What the command picker and the table say of the game. */
  text: {
    /** The game's name ("Liar's Dice"). */
    name: Key;
    /** `/<game>`, and its `open` subcommand. */
    command: Key;
    open: Key;
    /** The game's own `open` options (the shared ones, stakes, stack, buy-in and thread, are described once for every game). */
    options: { readonly [Name in Exclude<keyof Options, SharedOpenOption> & string]: OptionText<Key> };
  };
  /** `/help game:`: the game's rules card, in its own words (issue 30). */
  card: RulesCard<Key>;
  /**
   * Issue 30: one of the game's own open options as a phrase among a
   * table's terms, in the reader's language ("2 dice each", "ones are
   * wild"); null for a name the game does not have or an option not given.
   * Built with `optionTerms` (option-terms.ts), whose type asks a phrase of
   * every option.
   */
  term(name: string, options: Options): string | null;
  render: GameRenderer<View, Event>;
  /** How many may sit at one of its tables (the table service refuses a join or a watch past it). */
  seats: SeatLimits;
  /**
   * Issue 33: `/odds` — what the asker's own sight of the table (their seat
   * view and the public view, nothing else) says of the choice before them,
   * a line each, in their language; null when they have nothing to decide.
   */
  odds?(sight: SeatSight<View, SeatView>): string[] | null;
  /** Subcommands, and the buttons and menus of the table message, as data: one generic handler serves every game. */
  plays: { commands: readonly CommandPlay<Action, Key>[]; controls: readonly ControlPlay<Action, View>[] };
}

/**
 * The most players and watchers one table takes. The rules set no upper
 * limit (LD-1; VJ-2 allows more than 12): this is Discord's practical one.
 * Every message stays inside Discord's limits at any size (rosters shorten
 * to "… and N more"), but each action still costs a row and a line per seat,
 * a round of hidden dice a DM per player, and `/table status` a line each.
 */
export interface SeatLimits {
  players: number;
  watchers: number;
}

/**
 * What `/help game:` shows of a game (issue 30): a card a player reads in a
 * minute before they sit down, each part one sentence of the game's own
 * words (its `words/card-en.ts`, `card-ro.ts`). The game's commands are
 * added from its plays, so the card never names a command it lacks.
 */
export interface RulesCard<Key extends string> {
  /** One line: what the game is (also `/help`'s list of games). */
  pitch: Key;
  /** How many play, and what each starts with. */
  players: Key;
  /** What is staked: points or tria, buy-in, ante, pot. */
  stakes: Key;
  /** How a round goes. */
  round: Key;
  /** How the game is won. */
  winning: Key;
  /** The rules players most often ask about, one line each, citing their ids (LD-11 …). */
  rules: readonly Key[];
  /** Its rules page in the docs folder (`rules/liars-dice.md`), if it has one. */
  page?: string;
}

/** Open options every game shares, described once (discord/commands/game.ts). */
export type SharedOpenOption = 'stakes' | 'stack' | 'buy_in';

/**
 * A game with its types erased, as the bot holds it. Every member that takes
 * a game's own types is declared as a method, so a game fits here as it is;
 * the bot only ever hands each game its own state, view and events back.
 */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, unknown, EventShape, string>;

/** A game, checked whole (rules, words, renderer and plays agree on its types) and registered with its types erased. */
export function defineGameModule<Options, State, Action, View, SeatView, Event extends EventShape, Key extends string>(
  module: GameModule<Options, State, Action, View, SeatView, Event, Key>,
): AnyGameModule {
  // The table service judges joins by the rules it holds: the plugin's limit travels with them (a lower one of the rules' own stands).
  const { game, seats } = module;
  const maxPlayers = Math.min(game.maxPlayers ?? seats.players, seats.players);
  const maxWatchers = Math.min(game.maxWatchers ?? seats.watchers, seats.watchers);
  return { ...module, game: { ...game, maxPlayers, maxWatchers } };
}

/**
 * How a member is named where a mention would not resolve: an embed (their
 * escaped display name) or a file (their plain name).
 */
export type NameOf = (userId: string) => string;

/** A member and the roleplay tag they carry at the table (LD-3), if any. */
export interface TaggedMember {
  userId: string;
  tag: string | null;
}

/** What the server words its own way, handed to a game's announcement lines (render/elimination-lines.ts). */
export interface ServerLines {
  /** LD-3: a player is out, in the line their tag carries on this server; `pred` narrates it (LD-14). */
  eliminated(player: TaggedMember, pred: TaggedMember): string;
  /** LD-3, issue 30: whether a watcher with this tag may narrate eliminations (every watcher tag but the server's first, out of character). */
  narrates(tag: string | null): boolean;
  /** An amount of the server's money as its members read it ("25 tria"). */
  money(amount: number): string;
}

/** A table with a game in play (or played): the view is the game's own. */
export type PlayingTable<View> = Omit<PublicTable, 'view'> & { view: View };

export type MessageRow = ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>;

export interface SheetNames {
  /** A member in a message: a mention. */
  inText(userId: string): string;
  /** A member in a code block or a file: their name. */
  plain(userId: string): string;
  /** Issue 30: an amount of the table's money as the sheet writes it ("90 tria", or "90 points" at a points table). */
  money(amount: number): string;
}

export interface Scoresheet {
  text: string;
  files?: { name: string; content: string }[];
}

/**
 * How one game draws its part of the table message. It sees the public
 * view only (the table carries no state), so it cannot show a hidden die.
 */
export interface GameRenderer<View, Event extends EventShape> {
  /**
   * Each player's line, in seat order, naming members with `name` (escaped
   * display names in the table message, plain names in `/table status`'s file). The table
   * message shows as many as fit and "… and N more".
   */
  roster(table: PlayingTable<View>, name: NameOf): string[];
  /**
   * EL-1: a group's standing as the table it was split from shows it — a
   * few short lines (round, scores) that change only when the scores do, so
   * that table's message is edited once a round, not at every move. Without
   * it, the roster.
   */
  standing?(table: PlayingTable<View>, name: NameOf): string[];
  /**
   * Embed fields beside the roster: the standing bid, the round, the pot …
   * Kept short: the roster takes what they leave of the embed. Members are
   * named with `name`, never mentioned: a mention in an embed shows raw to
   * whoever has not cached the member.
   */
  fields(table: PlayingTable<View>, name: NameOf): APIEmbedField[];
  /** Buttons and selects for what can be done now (at most 5 rows). */
  components(table: PlayingTable<View>): MessageRow[];
  /**
   * Controls sent with one of a player's hidden rolls, to its owner only —
   * in the DM that carries the dice, or the ephemeral fallback ("Show my
   * dice"): Valere's point-die buttons (VA-2). Their plays are `private`.
   */
  handControls?(roll: HeldRoll, tableId: number): MessageRow[];
  /** A game event as a channel sentence, or null when the table message says enough. */
  announce(event: PlayEvent<Event>, table: PlayingTable<View>, server: ServerLines): string | null;
  /** One sentence for several of an action's events together (a round's opening rolls), said where the first of them stands. */
  announceAll?(
    events: readonly PlayEvent<Event>[],
    table: PlayingTable<View>,
    server: ServerLines,
  ): { line: string; at: PlayEvent<Event>; after?: boolean } | null;
  /**
   * For long games, `announce: rounds`: whether this event is still said
   * (round ends, eliminations, the result). A game without it is always
   * announced in full and offers no `announce` option.
   */
  roundsOnly?(event: PlayEvent<Event>): boolean;
  /**
   * Issue 30: the game's own reveal shows every hand's dice (Valere's hands
   * block), so the channel says no hands line again: each code and salt is
   * in the attached file and a /verify away.
   */
  showsHands?: boolean;
  /**
   * Issue 30: what the table played for a player whose time ran out, as a
   * phrase ("a bid of 3 × 4"): `move` as the action log keeps it, `events`
   * the game events of that action. Null: the line says only that it played.
   */
  played?(move: unknown, events: readonly PlayEvent<Event>[], player: string, table: PlayingTable<View>): string | null;
  /** The game's own end sentence already says what each player is paid (Eleven): the table's end line does not say it again. */
  saysPayouts?: boolean;
  /** `/table scoresheet`: the game's own sheet from the table and its public action log — text, and any files to attach (a CSV). */
  scoresheet?(table: PlayingTable<View>, log: readonly LoggedAction<Event>[], names: SheetNames): Scoresheet;
  /**
   * A picture of what an action showed the channel (the dice revealed at a
   * call, the final scoresheet), drawn from its public events only, or null:
   * attached to the action's first announcement where the server allows.
   */
  picture?(events: readonly RecordedEvent<Event>[], table: PlayingTable<View>, sources: PictureSources<Event>): PictureSpec | null;
}

/** How an option reads in Discord's command picker: a description, and for a choice list the name of each value. */
export type OptionText<Key extends string> = Key | { description: Key; choices: Readonly<Record<string, Key>> };

/** `/<game> <sub>`: its options (zod: the bounds Discord shows are the ones parsed), the action it makes, what the player is told. */
export interface CommandPlay<Action, Key extends string, Shape extends z.ZodRawShape = z.ZodRawShape> {
  sub: string;
  description: Key;
  options?: Shape;
  optionTexts?: { readonly [Name in keyof Shape]: OptionText<Key> };
  /** What the player is told privately once it went through; its parameters are the command's options. */
  confirmKey: Key;
  toAction(options: z.output<z.ZodObject<Shape>>): Action;
}

/** A hidden roll still in play at a table, as its owner holds it: its dice and the salt that commits them. */
export interface HeldRoll {
  code: string;
  handle: string | null;
  dice: readonly number[];
  salt: string;
}

/** What a press or a pick gives: the custom id's argument, the chosen values of a menu, and who pressed or picked. */
export interface ControlInput {
  argument: string | null;
  values: readonly string[];
  /** The acting member's user id: a private step can refuse at once who may not take it (Liar's Dice's bid menu, LD-7). */
  member: string;
  /** The presser's own hidden rolls still in play at this table (read when asked): a private control drawn on them reads them back. */
  rolls: () => readonly HeldRoll[];
}

/** A private menu shown only to who pressed (a two-step choice); `replace`: it replaces the private message it was picked in. */
export interface PrivateMenu {
  content: string;
  components: MessageRow[];
  replace?: boolean;
}

/**
 * A button or menu of the table message, by the action in its custom id: it
 * acts exactly as its command, or opens a private step. `table` reads the
 * table as it stands, for a play that needs it (a private menu).
 */
export interface ControlPlay<Action, View> {
  id: string;
  /** A button, or a select menu (whose one chosen value comes in). */
  kind: 'button' | 'menu';
  /**
   * The table version a press must carry, as the renderer draws it: the one
   * it was drawn at ('current', the default), or any ('any', for a control
   * that names what it acts on, such as Call's bid). A 'current' control
   * sent without a version is refused, never acted on at whatever version.
   */
  version?: 'current' | 'any';
  /**
   * A control drawn on a player's own hidden roll (renderer.handControls):
   * pressed in their DM, or on the ephemeral fallback, never on the table
   * message. In a DM the table comes from the custom id, and only the
   * presser's own seat acts.
   */
  private?: boolean;
  /**
   * The shape of the argument the renderer draws into the custom id (a
   * bid's reference, a round, a bonus choice, a die's token); the play
   * checks its value against what the table offers now. Without it the
   * control takes no argument, and a press carrying one is refused: an id
   * with an argument added is forged (issue 28).
   */
  argument?: z.ZodType<string, string>;
  /** The action, and what the presser alone is told once it is saved (`said`); or a private menu. */
  toAction(input: ControlInput, table: () => PlayingTable<View>): { act: Action; said?: string } | { show: PrivateMenu };
}

/** A whole number as text, as a menu or a custom id carries it (a control's `argument`). */
export const pickedNumberText = z.string().regex(/^\d{1,15}$/);

/** A whole number picked in a menu or carried in a custom id (they come as text); pipe it into the field's own schema. */
export const pickedNumber = pickedNumberText.transform(Number);

/** Typed builders for one game's plays: each command's options type its `toAction`. */
export function playsFor<Action extends { kind: string }, View, Key extends string>() {
  return {
    command: <Shape extends z.ZodRawShape = Record<never, never>>(play: CommandPlay<Action, Key, Shape>): CommandPlay<Action, Key> => play,
    /** `/<game> <kind>` with no options: the action is its name. */
    plain: (action: Action, description: Key, confirmKey: Key): CommandPlay<Action, Key> => ({
      sub: action.kind,
      description,
      confirmKey,
      toAction: () => action,
    }),
    control: (play: ControlPlay<Action, View>): ControlPlay<Action, View> => play,
    /** A button that does one fixed action. */
    button: (id: string, action: Action): ControlPlay<Action, View> => ({ id, kind: 'button', toAction: () => ({ act: action }) }),
    /** A menu whose chosen value, parsed with `value`, makes the action. */
    menu: <Value>(id: string, value: z.ZodType<Value, string>, toAction: (value: Value) => Action): ControlPlay<Action, View> => ({
      id,
      kind: 'menu',
      toAction: ({ values }) => ({ act: toAction(parseOptions(value, values[0])) }),
    }),
  };
}
