// The chaos test's world: the bot's process on its database, the shared stand-in, and the seeded chance of killing the bot mid-action.
import { join } from 'node:path';
import { seeded } from '../../../bench/driver.js';
import { sandboxGames } from '../../../sandbox/games.js';
import type { Db } from '../../../src/db/connection.js';
import { openDatabase } from '../../../src/db/connection.js';
import { storeOf } from '../../../src/db/sqlite-store.js';
import { cryptoRng } from '../../../src/engine/dice/rng.js';
import { createEngine } from '../../../src/engine/index.js';
import type { TableService } from '../../../src/engine/tables/service.js';
import type { StoredMessage } from '../../../standin/model.js';
import type { DiscordStandIn } from '../../../standin/standin.js';
import { componentInteraction, typeCommand } from '../../../standin/users.js';
import { BotProcess } from '../../fixtures/bot-process.js';

/** Something a step waits for, read from the bot's own record (the store answers asynchronously). */
export type Holds = () => boolean | Promise<boolean>;
export const SEED = 'chaos-16';

/** A small seeded PRNG (the bench's mulberry32): when to kill, per scenario, so that one scenario's draws never shift another's. */
export const prng = seeded;

/** A number in [0, 1) from a text: a player's "now and then" choice, the same in both runs for the same table and version. */
export function draw(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return prng(hash)();
}

export type Options = Record<string, string | number | boolean>;
export interface Command {
  member: string;
  path: string[];
  options?: Options;
}

/** How often a step kills the bot right after it is sent, with chaos: some 25–30 kills a run (each costs the run a second or two). */
export const KILL_CHANCE = 0.12;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * One run of the chaos test: a bot process on its own database, the stand-in
 * both runs share, and what the scenarios send. With `chaos`, a step may kill
 * the bot right after it is sent (mid-action) and start it again; and now and
 * then the same interaction is delivered to the new process as well, which
 * must apply it at most once.
 */
export class World {
  readonly db: Db;
  readonly tables: TableService;
  readonly bot: BotProcess;
  redelivered = 0;
  /** Kills that came right after a step that ended a table (a tournament or a group moves on then). */
  killsAtAnEnd = 0;
  /** Kills within moments of a start at which a turn's deadline had passed (the timer fires then). */
  killsAtATimer = 0;

  constructor(
    readonly standin: DiscordStandIn,
    readonly prefix: string,
    readonly chaos: boolean,
    dir: string,
  ) {
    const databasePath = join(dir, `${prefix}.db`);
    // Kills come every few seconds: two processes load ahead.
    this.bot = new BotProcess(standin, databasePath, SEED, 2);
    this.db = openDatabase(databasePath);
    this.tables = createEngine(
      storeOf(this.db),
      sandboxGames.map((module) => module.game),
      cryptoRng,
    ).tables;
  }

  nameOf = (userId: string): string => {
    const user = this.standin.users.get(userId);
    if (!user) throw new Error(`no member ${userId}`);
    return user.name;
  };

  /** The bot migrates its database: nothing is read before it has started once. */
  async begin(): Promise<void> {
    await this.bot.ready();
  }

  /** `/command` as a member where given; with chaos and `random`, maybe a kill right after. */
  async send(command: Command, channelId: string, random: () => number, killChance: number | Holds = KILL_CHANCE): Promise<boolean> {
    await this.bot.ready();
    const died = this.bot.died;
    const interaction = typeCommand(this.standin, command.member, { path: command.path, options: command.options ?? {}, channelId });
    return this.afterSending(interaction.id, died, random, killChance);
  }

  /** A press of a button on a message the member sees. */
  async press(member: string, message: StoredMessage, customId: string, random: () => number, killChance: number | Holds = KILL_CHANCE): Promise<boolean> {
    await this.bot.ready();
    const died = this.bot.died;
    const interaction = componentInteraction(this.standin, member, message, { custom_id: customId, component_type: 2 });
    return this.afterSending(interaction.id, died, random, killChance);
  }

  /**
   * True when this step killed the bot. `killChance` may be a moment instead
   * of a chance: the bot is then killed as soon as that holds (a step saved,
   * what it has to show not yet shown).
   */
  private async afterSending(interactionId: string, died: Promise<void>, random: () => number, killChance: number | Holds): Promise<boolean> {
    const moment = typeof killChance === 'function' ? killChance : null;
    const chance = typeof killChance === 'number' ? killChance : 0;
    if (this.chaos && (moment || random() < chance)) {
      if (moment) await this.until(moment, 10_000, 2);
      else await pause(Math.floor(random() * 25));
      if (process.env.CHAOS_LOG) process.stderr.write(`KILL ${this.prefix} after ${interactionId}\n`);
      await this.bot.kill();
      await this.bot.ready();
      if (random() < 0.5) {
        this.redelivered += 1;
        this.standin.redeliver(interactionId);
      }
      await this.settled(interactionId);
      return true;
    }
    // Answered, or the bot died under it (another scenario's kill): the scenario reads the table again either way.
    const diedUnderIt = await Promise.race([this.standin.waitForAnswer(interactionId, 10_000).then(() => false), died.then(() => true)]);
    if (diedUnderIt) {
      await this.bot.ready();
      await this.settled(interactionId);
    }
    return false;
  }

  /**
   * An interaction sent as the bot died is done once it is answered: by the
   * new process, or before the kill (the bot is then refused, 40060); or once
   * it is past the time a bot may still answer it (3 s and the clock
   * allowance), when the new process took longer than that to start and
   * rightly ignores it. Redelivered or not: the new process resumes the
   * gateway session (issue 31), and Discord replays what the session missed.
   * Only then does the scenario read the table again, as a member sees the
   * answer, or "This interaction failed", before trying again; a step sent
   * afresh meanwhile would be a second one.
   */
  private async settled(interactionId: string): Promise<void> {
    const refusals = this.standin.refusalsGiven.length;
    const interaction = this.standin.interactions.get(interactionId)!;
    for (let waited = 0; waited < 200; waited += 1) {
      const answered = interaction.outcome !== 'waiting';
      if (answered && (this.standin.refusalsGiven.length > refusals || waited >= 4)) return;
      if (!answered && this.standin.clock.now() - interaction.createdAt > 4_000) return;
      await pause(25);
    }
  }

  /**
   * Time passes while the bot is down: it is stopped (killed, with chaos),
   * the clock skips `milliseconds`, and the bot starts again; what fell due
   * meanwhile fires at its start. With chaos, now and then it is killed again
   * moments after that start, while the timer may be firing.
   */
  async skipTimeWhileDown(milliseconds: number, random: () => number): Promise<void> {
    // Calm, the bot stops only once it has shown all it had to (a stop in the middle would say a line twice after it).
    if (!this.chaos) await this.bot.idle();
    await this.bot.restart(() => this.standin.clock.advance(milliseconds));
    if (this.chaos && random() < 0.6) {
      await pause(Math.floor(random() * 300));
      this.killsAtATimer += 1;
      await this.bot.kill();
      await this.bot.ready();
    }
  }

  /** Waits (polling the database, the bot's own record) until `done` holds, or gives up after `limitMs`. */
  async until(done: Holds, limitMs = 60_000, everyMs = 50): Promise<boolean> {
    for (let waited = 0; waited < limitMs; waited += everyMs) {
      if (await done()) return true;
      await pause(everyMs);
    }
    return done();
  }

  /** Waits for a live bot to say it is idle (Bot.idle()): true if it did, false if a kill came first. */
  async idleUnlessKilled(): Promise<boolean> {
    await this.bot.ready();
    return this.bot.idle();
  }

  /** Whatever the last actions still had to show is shown (the bot's own signal), then the bot stops. */
  async finish(): Promise<void> {
    await this.bot.ready();
    await this.bot.idle();
    await this.bot.stop();
  }
}
