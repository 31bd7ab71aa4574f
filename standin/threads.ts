// Threads on the stand-in: creating them within the server's cap, and archiving and reopening them as Discord does.
import { refusals } from './errors.js';
import type { StandInChannel } from './model.js';
import { channelPayload } from './payloads.js';
import type { DiscordStandIn } from './standin.js';

/** Threads the bot makes, and how Discord archives and reopens them (docs: topics/threads). */

/** A server's cap on active (unarchived) threads: 1,000 by Discord's support pages; the API docs name only the error, 160006. */
export const MAX_ACTIVE_THREADS = 1000;

/** A new thread is refused when the server already has its most active threads (`most`: a test may lower it). */
export function checkRoomForThread(standin: DiscordStandIn, most = standin.maxActiveThreads): void {
  let active = 0;
  for (const channel of standin.channels.values()) if (channel.thread && !channel.thread.archived && !channel.deleted) active += 1;
  if (active >= most) throw refusals.maxActiveThreads();
}

/** A public thread the bot made in `parent` (its own, so it may unarchive it). */
export function addThread(standin: DiscordStandIn, parent: StandInChannel, name: string, autoArchiveMinutes: number): StandInChannel {
  const thread = standin.newChannel(name, parent.guildId ?? standin.guildId);
  thread.type = 11;
  thread.parentId = parent.id;
  const now = standin.clock.now();
  thread.thread = { ownerId: standin.botUser.id, archived: false, locked: false, autoArchiveMinutes, lastActivityAt: now, archivedAt: now };
  return thread;
}

/**
 * Discord archives a thread left idle for its auto-archive time, and tells
 * the bot (THREAD_UPDATE). Checked whenever a thread is used, which is
 * when it matters.
 */
export function archiveIfIdle(standin: DiscordStandIn, channel: StandInChannel): void {
  const state = channel.thread;
  if (!state || state.archived) return;
  const idleUntil = state.lastActivityAt + state.autoArchiveMinutes * 60_000;
  if (standin.clock.now() < idleUntil) return;
  state.archived = true;
  state.archivedAt = idleUntil;
  standin.dispatch('THREAD_UPDATE', channelPayload(channel, [], standin.botUser.id));
}

/** Activity keeps a thread open; a message sent in an archived thread unarchives it (unless locked). */
export function touchThread(standin: DiscordStandIn, channel: StandInChannel): void {
  const state = channel.thread;
  if (!state) return;
  const wasArchived = state.archived;
  state.archived = false;
  state.lastActivityAt = standin.clock.now();
  if (wasArchived) {
    state.archivedAt = state.lastActivityAt;
    standin.dispatch('THREAD_UPDATE', channelPayload(channel, [], standin.botUser.id));
  }
}
