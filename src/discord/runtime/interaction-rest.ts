// The bot's REST client with an interaction's own routes (its follow-ups, the edits of its answers) kept out of discord.js's global queue, as Discord keeps them out of its global limit.
import { type Client, type InternalRequest, REST, type RESTOptions, type ResponseLike } from 'discord.js';

/**
 * An interaction's token routes: `/webhooks/<application>/<token>` and what
 * lies under it (follow-ups, the original response and follow-ups edited,
 * fetched or deleted). discord.js sends them without the bot's token
 * (`auth: false`). The callback (`/interactions/…/callback`) is not among
 * them: discord.js already sends it outside the global queue (its burst
 * handler).
 */
const INTERACTION_TOKEN_ROUTE = /^\/webhooks\/\d+\/[^/]+(?:\/|$)/;

/**
 * Issue 31: "Interaction endpoints are not bound to the bot's Global Rate
 * Limit" (Discord's docs, topics/rate-limits). @discordjs/rest (2.6) holds
 * them behind its global limiter all the same: every request but the
 * callback passes its SequentialHandler, which waits while the bot's 50 a
 * second are spent (or after a global 429) and counts each against them. So
 * a busy bot's follow-ups and reply edits waited behind its channel posts
 * and DMs, and took their places in the second. Here they go through a
 * second REST of the same options with no global limit of its own (their
 * routes' own buckets still apply), and spend none of the bot's.
 */
class InteractionExemptRest extends REST {
  /** It has no token: nothing that needs the bot's could go through it. */
  private readonly interactionRoutes: REST;

  constructor(options: Partial<RESTOptions>) {
    super(options);
    this.interactionRoutes = new REST({ ...options, globalRequestsPerSecond: Number.POSITIVE_INFINITY });
    // Whoever listens to the bot's REST (the log, lost places) hears these requests too.
    this.interactionRoutes.on('response', (request, response) => this.emit('response', request, response));
    this.interactionRoutes.on('rateLimited', (info) => this.emit('rateLimited', info));
    this.interactionRoutes.on('invalidRequestWarning', (info) => this.emit('invalidRequestWarning', info));
    this.interactionRoutes.on('restDebug', (info) => this.emit('restDebug', info));
  }

  override queueRequest(request: InternalRequest): Promise<ResponseLike> {
    if (request.auth === false && INTERACTION_TOKEN_ROUTE.test(request.fullRoute)) return this.interactionRoutes.queueRequest(request);
    return super.queueRequest(request);
  }

  override clearHashSweeper(): void {
    super.clearHashSweeper();
    this.interactionRoutes.clearHashSweeper();
  }

  override clearHandlerSweeper(): void {
    super.clearHandlerSweeper();
    this.interactionRoutes.clearHandlerSweeper();
  }
}

/** Gives the client (just made, not logged in) the REST above, with the options it was made with. */
export function exemptInteractionRoutes(client: Client): void {
  client.rest.clearHashSweeper();
  client.rest.clearHandlerSweeper();
  client.rest = new InteractionExemptRest(client.options.rest ?? {});
}
