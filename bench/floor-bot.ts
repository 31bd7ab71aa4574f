/**
 * The floor: a bare discord.js bot that answers every interaction with one
 * fixed ephemeral reply and does nothing else. Whatever Croupier costs
 * beyond it (latency, requests) is Croupier's own; the benchmark runs both
 * on the same stand-in the same way (bench/bots.ts).
 *
 *   DISCORD_TOKEN=… DISCORD_API_URL=http://127.0.0.1:PORT/api node --import tsx bench/floor-bot.ts
 */
import { Client, Events, GatewayIntentBits, MessageFlags } from 'discord.js';

const token = process.env.DISCORD_TOKEN;
const api = process.env.DISCORD_API_URL;
if (!token || !api) {
  process.stderr.write('floor-bot needs DISCORD_TOKEN and DISCORD_API_URL\n');
  process.exit(1);
}

const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api } });
client.on(Events.InteractionCreate, (interaction) => {
  if (!interaction.isRepliable()) return;
  interaction.reply({ content: 'ok', flags: MessageFlags.Ephemeral }).catch((error: unknown) => process.stderr.write(`floor reply failed: ${String(error)}\n`));
});
// The benchmark reads this line as "ready", as it reads Croupier's ready log line.
client.once(Events.ClientReady, () => process.stdout.write('{"msg":"ready"}\n'));
const stop = () => void client.destroy().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await client.login(token);
