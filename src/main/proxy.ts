// One REST proxy in front of Discord for every process of the bot (issue 32): @discordjs/proxy, so that all clusters share the one 50-a-second limit.
import { createServer, type Server } from 'node:http';
import { proxyRequests } from '@discordjs/proxy';
// The proxy's own @discordjs/rest, as it loads it (ES module), not discord.js's (CommonJS): see below.
import { REST } from '@discordjs/rest';
import { GlobalPace } from '../discord/delivery/global-pace.js';

export interface ProxyOptions {
  /** Discord's API (`https://discord.com/api`), or the stand-in's in tests and the sandbox. */
  upstream: string;
  port: number;
  /** Where it listens [127.0.0.1: the bots' own machine or private network only; it forwards their token]. */
  host?: string;
}

/**
 * The proxy: every request a cluster makes goes through one REST queue,
 * which keeps Discord's limits for them all: the global 50 a second and
 * each route's bucket. It holds no token of its own; it forwards each
 * request's. The bots point `DISCORD_API_URL` at `http://HOST:PORT/api`.
 */
export async function startProxy(options: ProxyOptions): Promise<{ server: Server; url: string }> {
  // discord.js counts its 50 in fixed windows, so 50 at a window's end and 50 at the next one's start are 100 in one
  // sliding second (the clusters test saw 51); the bot's own pacing holds each place a whole second (global-pace.ts).
  // The proxy tells Discord's refusals (a 4xx: closed DMs, a deleted message) from its own failures by `instanceof` on
  // the error classes of the @discordjs/rest it imports. discord.js's REST is that package's CommonJS build, whose errors
  // are other classes: every refusal was taken for a failure of the proxy's, answered with an empty 200 and thrown out
  // of the server, which killed the proxy (the clusters test saw it die at a 400).
  const rest = new REST({ api: options.upstream, version: '10', makeRequest: new GlobalPace().paced() });
  const forward = proxyRequests(rest);
  const server = createServer((request, response) => {
    // A failure that is no answer of Discord's (Discord unreachable) leaves the status unset and is thrown after the
    // response has ended: it ends as 502, never as an empty 200 the bot would take for done, and the proxy stays up.
    response.statusCode = 502;
    void (async () => {
      try {
        await forward(request, response);
      } catch (error) {
        process.stderr.write(`The proxy could not forward ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    })();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { server, url: `http://${host}:${port}/api` };
}
