// What the bot's cache limits save (issue 31): the real discord.js client on the stand-in, with discord.js's default caches and with the bot's, after the same traffic.
// Run: node --expose-gc --import tsx bench/caches.ts [guilds] [members]  (prints one JSON line per cache setting)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, Events, GatewayIntentBits, type TextChannel } from 'discord.js';
import { botCaches } from '../src/main/shards.js';
import { DiscordStandIn } from '../standin/standin.js';
import { rawComponentInteraction } from '../standin/users.js';

const CHANNELS_PER_GUILD = 4;
/** Discord lets a bot post 5 messages per 5 s in a channel: the most the client sends each channel without waiting. */
const MESSAGES_PER_CHANNEL = 5;

const collect = (globalThis as { gc?: () => void }).gc;
function heapUsed(): number {
  collect?.();
  collect?.();
  return process.memoryUsage().heapUsed;
}

/**
 * One setting in a process of its own: the servers and their channels
 * arrive over the gateway, the client posts in every channel (discord.js
 * caches what it sends), and `members` members each press a button (an
 * interaction brings its member, user and message): what the bot meets in
 * a day of play. Memory retained after, over what it held when ready (the
 * stand-in's share included, the same in both settings).
 */
async function measure(setting: 'discord.js default' | 'bot', guilds: number, members: number): Promise<void> {
  const standin = new DiscordStandIn({ conformance: 'record' });
  const channels: string[] = [standin.generalChannelId];
  for (let n = 2; n <= guilds; n += 1) channels.push(standin.addGuild(`guild${n}`).generalChannelId);
  for (const guild of standin.guilds.values()) for (let c = 1; c < CHANNELS_PER_GUILD; c += 1) channels.push(standin.addChannel(`room${c}`, guild.id).id);
  await standin.start();
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: standin.apiUrl }, ...(setting === 'bot' ? { makeCache: botCaches() } : {}) });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(standin.token);
  await ready;
  const atReady = heapUsed();
  for (const id of channels) {
    const channel = client.channels.cache.get(id) as TextChannel;
    await Promise.all(Array.from({ length: MESSAGES_PER_CHANNEL }, (_, n) => channel.send(`message ${n + 1}`)));
  }
  const posted = standin.channelMessages();
  let seen = 0;
  const allSeen = new Promise<void>((resolve) =>
    client.on(Events.InteractionCreate, () => {
      seen += 1;
      if (seen === members) resolve();
    }),
  );
  for (let n = 0; n < members; n += 1) {
    rawComponentInteraction(standin, `member${n}`, posted[n % posted.length]!, { custom_id: 'press', component_type: 2 });
  }
  await allSeen;
  const after = heapUsed();
  const cached = {
    users: client.users.cache.size,
    members: client.guilds.cache.reduce((sum, guild) => sum + guild.members.cache.size, 0),
    messages: client.channels.cache.reduce((sum, channel) => sum + ('messages' in channel ? channel.messages.cache.size : 0), 0),
  };
  await client.destroy();
  await standin.stop();
  process.send?.({ setting, guilds, channels: channels.length, members, cached, retainedMiB: Number(((after - atReady) / 2 ** 20).toFixed(1)) });
}

const [, , mode, guildsArg, membersArg] = process.argv;
if (mode === 'discord.js default' || mode === 'bot') {
  await measure(mode, Number(guildsArg), Number(membersArg));
} else {
  const guilds = Number(mode ?? 100);
  const members = Number(guildsArg ?? 5000);
  const retained: number[] = [];
  for (const setting of ['discord.js default', 'bot'] as const) {
    const child = fork(fileURLToPath(import.meta.url), [setting, String(guilds), String(members)], { execArgv: ['--expose-gc', '--import', 'tsx'] });
    child.on('message', (result: { retainedMiB: number }) => {
      retained.push(result.retainedMiB);
      console.log(JSON.stringify(result));
    });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  // The stand-in runs in the same process and keeps the same in both: the difference is the client's caches alone.
  console.log(JSON.stringify({ savedMiB: Number((retained[0]! - retained[1]!).toFixed(1)) }));
}
