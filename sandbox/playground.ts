// What a transcript plays on (issue 32): the sandbox (the bot in this process), or the stand-in alone with the bot running elsewhere (clusters, docs/SCALING.md).
import type { Store } from '../src/db/store.js';
import type { PlayerSummary } from '../src/engine/contract.js';
import type { StandInInteraction } from '../standin/model.js';
import type { DiscordStandIn } from '../standin/standin.js';
import type { SlashInput, Within } from '../standin/users.js';
import type { DiceForcing } from './forced-dice.js';

/**
 * The members' side of Discord and a window on the bot's database. What
 * only a bot in this process allows (forced dice, the shared clock, a
 * restart) is null when the bot runs elsewhere: a script that asks for it is
 * told so, and goes on.
 */
export interface Playground {
  readonly standin: DiscordStandIn;
  /** The bot's database, for `summary` (null: not given, so no summaries). */
  readonly store: Store | null;
  /** What each game says of its players (a summary's lines). */
  summaries(tableId: number): Promise<Map<string, PlayerSummary>>;
  /** A member's step, resolved once the bot answered it and did all that followed (DMs, announcements). */
  command(member: string, input: SlashInput): Promise<StandInInteraction>;
  /** `within`: where the member looks for the control (users.ts) [everything they see]. */
  press(member: string, label: string, within?: Within): Promise<StandInInteraction>;
  select(member: string, placeholder: string, value: string, within?: Within): Promise<StandInInteraction>;
  /** Resolves once the bot has handled everything Discord told it so far (a permission it was told of). */
  settled(): Promise<void>;
  /** `dice:` lines: null where the bot's dice cannot be forced from here. */
  readonly forcing: DiceForcing | null;
  readonly wait: ((milliseconds: number) => Promise<void>) | null;
  readonly restart: (() => Promise<void>) | null;
}
