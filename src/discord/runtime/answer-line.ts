// The interactions the bot is working on whose member has not been answered yet: how long a line a new one joins.
import type { Interaction } from 'discord.js';

/**
 * With this many ahead of it still unanswered, an interaction whose answer
 * may come late (`answersLate`) is deferred before it waits. An action
 * takes a few milliseconds here (150 joins at once: about 0.9 s in all on
 * a quiet machine), so 20 ahead is under 0.1 s; a host twenty times slower
 * (shared, loaded) still answers the 20th within Discord's 3 s, and every
 * one behind it is deferred at once. A deferral is one request more on the
 * interaction's own routes, which Discord's global limit does not count.
 */
export const LINE_TO_DEFER = 20;

/** Whether Discord has had this interaction's first answer (discord.js notes it once Discord took it). */
function answered(interaction: Interaction): boolean {
  return interaction.isRepliable() && (interaction.replied || interaction.deferred);
}

/** The interactions being handled now, in the order they came. */
export class AnswerLine {
  private readonly working = new Set<Interaction>();

  /** Joins the line: how many of those already in it are still waiting for their first answer. */
  join(interaction: Interaction): number {
    let ahead = 0;
    for (const other of this.working) if (!answered(other)) ahead += 1;
    this.working.add(interaction);
    return ahead;
  }

  leave(interaction: Interaction): void {
    this.working.delete(interaction);
  }
}
