import type { StandInChannel } from './model.js';
import { channelPayload } from './payloads.js';
import type { DiscordStandIn } from './standin.js';

/** Threads the bot makes, and how Discord archives and reopens them (docs: topics/threads). */

/** A public thread the bot made in `parent` (its own, so it may unarchive it). */
export function addThread(standin: DiscordStandIn, parent: StandInChannel, name: string, autoArchiveMinutes: number): StandInChannel {
  const thread = standin.addChannel(name);
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
