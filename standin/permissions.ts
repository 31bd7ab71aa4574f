// The bot's permissions in the stand-in's channels (threads inherit their parent's), and the refusal when a route needs one it lacks.
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { refusals } from './errors.js';
import type { StandInChannel } from './model.js';

export type PermissionName = keyof typeof PermissionFlagsBits;

/** What every member may do in a channel; the bot has these too unless a test takes one away. */
export const EVERYONE =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.AddReactions;

export function isPermissionName(name: string): name is PermissionName {
  return Object.hasOwn(PermissionFlagsBits, name);
}

export function bitsOf(names: Iterable<string>): bigint {
  let bits = 0n;
  for (const name of names) if (isPermissionName(name)) bits |= PermissionFlagsBits[name];
  return bits;
}

/**
 * Threads have no overwrites of their own: what the bot may do in one is
 * what it may do in the parent channel (Discord: threads inherit).
 */
function deniedIn(channels: ReadonlyMap<string, StandInChannel>, channel: StandInChannel): ReadonlySet<string> {
  if (channel.thread && channel.parentId) return channels.get(channel.parentId)?.botDenied ?? channel.botDenied;
  return channel.botDenied;
}

export function botPermissionsIn(channels: ReadonlyMap<string, StandInChannel>, channel: StandInChannel): bigint {
  return EVERYONE & ~bitsOf(deniedIn(channels, channel));
}

/**
 * Refuses as Discord does when the bot lacks a permission a route needs:
 * without View Channel the channel does not exist for it (403, 50001
 * Missing Access); any other missing permission is 403, 50013.
 */
export function requireBot(channels: ReadonlyMap<string, StandInChannel>, channel: StandInChannel, needed: readonly PermissionName[]): void {
  if (channel.type === 1) return;
  const has = botPermissionsIn(channels, channel);
  if ((has & PermissionFlagsBits.ViewChannel) === 0n) throw refusals.missingAccess();
  for (const name of needed) if ((has & PermissionFlagsBits[name]) === 0n) throw refusals.missingPermissions();
}

/** What a message body needs beyond sending it: Embed Links for embeds, Attach Files for files. */
export function neededFor(body: Record<string, unknown>, files: number): PermissionName[] {
  const embeds = Array.isArray(body.embeds) && body.embeds.length > 0;
  return [...(embeds ? (['EmbedLinks'] as const) : []), ...(files > 0 ? (['AttachFiles'] as const) : [])];
}
