// Why Discord would not take the bot (wrong token, no route, an unreachable gateway, a refusal), in one operator's line saying what to fix.
import { type Client, DiscordAPIError, DiscordjsError, DiscordjsErrorCodes, Events } from 'discord.js';

/**
 * One line a moderator can act on, never a stack trace (issue 30). Operator
 * messages, like the config's: they are written for whoever runs the bot, in
 * English, not through the players' message catalog.
 */
export function whyDiscordRefused(error: unknown): string {
  // client.login turns the gateway lookup's 401 into this; a REST call (deploy-commands) keeps the 401 itself.
  const refusedToken =
    (error instanceof DiscordjsError && error.code === DiscordjsErrorCodes.TokenInvalid) || (error instanceof DiscordAPIError && error.status === 401);
  if (error instanceof GatewayUnreachableError) {
    return `Discord's gateway could not be reached (${error.tries} tries); check that this machine may open WebSocket connections to gateway.discord.gg (port 443).`;
  }
  if (refusedToken) return 'Discord refused DISCORD_TOKEN (401 Unauthorized); copy the bot token again from the Developer Portal (Bot → Reset Token).';
  if (error instanceof DiscordAPIError) return `Discord refused it (${error.status}, code ${error.code}): ${error.message}`;
  const network = networkCode(error);
  if (network) return `Discord could not be reached (${network}); check this machine's connection to discord.com.`;
  return error instanceof Error ? error.message : String(error);
}

/** The system error code (ENOTFOUND, ECONNREFUSED …) somewhere in an error's causes, if it is a network failure. */
function networkCode(error: unknown): string | null {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ('code' in at && typeof at.code === 'string' && /^E[A-Z_]+$/.test(at.code)) return at.code;
  }
  return null;
}

/**
 * Before the first READY, discord.js retries a gateway it cannot reach for ever and in silence (every half second when
 * the connection is refused, a minute a try when nothing answers), while REST may work: a start that would never say
 * why it is not ready. After this many failed tries it gives up, so the operator reads one line and systemd or Docker
 * may try again later. Once ready, reconnecting is discord.js's business again.
 */
const GATEWAY_TRIES = 3;

class GatewayUnreachableError extends Error {
  constructor(readonly tries: number) {
    super(`Discord's gateway could not be reached after ${tries} tries`);
  }
}

/** Rejects when the gateway has failed `tries` times before the client is first ready; never settles once it is. */
export function gatewayUnreachable(client: Client, tries = GATEWAY_TRIES): Promise<never> {
  return new Promise((_, reject) => {
    let failed = 0;
    const onReconnecting = () => {
      failed += 1;
      if (failed < tries) return;
      stopWatching();
      reject(new GatewayUnreachableError(failed));
    };
    const stopWatching = () => {
      client.off(Events.ShardReconnecting, onReconnecting);
      client.off(Events.ClientReady, stopWatching);
    };
    client.on(Events.ShardReconnecting, onReconnecting);
    client.once(Events.ClientReady, stopWatching);
  });
}
