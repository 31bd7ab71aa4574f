// The npm run proxy script (issue 32): the REST proxy every cluster of the bot sends its Discord requests through.
import { z } from 'zod';
import { loadDotEnv } from './config.js';
import { startProxy } from './proxy.js';

/**
 * `npm run proxy`: listens on PROXY_HOST:PROXY_PORT [127.0.0.1:8080] and
 * forwards to DISCORD_API_URL [Discord]. Start it before the clusters, and
 * give them `DISCORD_API_URL=http://PROXY_HOST:PROXY_PORT/api`.
 */
loadDotEnv();
const settings = z
  .object({
    PROXY_PORT: z
      .string()
      .regex(/^\d{1,5}$/, { error: 'must be a port number, such as 8080' })
      .transform(Number)
      .optional(),
    PROXY_HOST: z.string().min(1).optional(),
    // Where the proxy itself sends: Discord, or the sandbox's stand-in. Not the proxy's own address.
    PROXY_UPSTREAM: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://discord.com/api' }).optional(),
  })
  .safeParse({
    PROXY_PORT: process.env.PROXY_PORT || undefined,
    PROXY_HOST: process.env.PROXY_HOST || undefined,
    PROXY_UPSTREAM: process.env.PROXY_UPSTREAM || undefined,
  });
if (!settings.success) {
  process.stderr.write(`The proxy cannot start: ${settings.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}\n`);
  process.exit(1);
}
const upstream = settings.data.PROXY_UPSTREAM ?? 'https://discord.com/api';
const { url } = await startProxy({ upstream, port: settings.data.PROXY_PORT ?? 8080, ...(settings.data.PROXY_HOST ? { host: settings.data.PROXY_HOST } : {}) });
process.stdout.write(`Discord REST proxy on ${url}, sending to ${upstream}: set DISCORD_API_URL=${url} for every cluster.\n`);
const stop = () => process.exit(0);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
