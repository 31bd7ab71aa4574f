// The stand-in's data types: members, channels and threads, stored messages and attachments, interactions and registered commands.
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';

export interface StandInUser {
  id: string;
  name: string;
  bot: boolean;
  dmsClosed: boolean;
  /** The member's Discord client language: their interactions carry it as `locale`. */
  locale: string;
  roles: string[];
  joinedAt: string;
}

/** A Discord server the stand-in hosts: the first is the sandbox's own; tests of sharding add more (issue 31). */
export interface StandInGuild {
  id: string;
  name: string;
  /** The server's Discord language (`preferred_locale`, and `guild_locale` on interactions). */
  locale: string;
  ownerId: string;
  moderatorRoleId: string;
  /** A plain role a server may name as its GM role (`/gm config gm_role:`). */
  gameMasterRoleId: string;
  generalChannelId: string;
}

export interface StandInChannel {
  id: string;
  type: number; // 0 text, 1 DM, 11 public thread
  name: string;
  guildId: string | null;
  parentId: string | null;
  /** For a DM channel: the member on the other side. */
  recipientId: string | null;
  /** Permissions the bot has lost here (names of PermissionFlagsBits); a thread has its parent's. */
  botDenied: Set<string>;
  deleted: boolean;
  /** A thread: who made it, and its archive state (Discord archives a thread idle for `autoArchiveMinutes`). */
  thread: ThreadState | null;
}

export interface ThreadState {
  ownerId: string;
  archived: boolean;
  locked: boolean;
  autoArchiveMinutes: number;
  /** Activity as Discord counts it: a message sent, an unarchive, a new auto-archive time. */
  lastActivityAt: number;
  archivedAt: number;
}

export type Audience = { to: 'channel'; user: null } | { to: 'dm'; user: string } | { to: 'ephemeral'; user: string };

/** A file a message carries, as uploaded: its bytes, and the alt text the bot gave it (`description`). */
export interface StoredAttachment {
  id: string;
  filename: string;
  size: number;
  content: Buffer;
  /** The part's Content-Type, as the client sent it (discord.js guesses it from the bytes). */
  contentType: string | null;
  /** Alt text, from the request's `attachments` entry; null when none was given. */
  description: string | null;
}

export interface StoredMessage {
  id: string;
  channelId: string;
  authorId: string;
  /** The nonce the bot sent with it, if any (`enforce_nonce`: the same again within minutes returns this message). */
  nonce?: string;
  content: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  attachments: StoredAttachment[];
  flags: number;
  /** Who may see it: everyone in the channel, one DM recipient, or the one member an ephemeral reply is for. */
  audience: Audience;
  createdAt: number;
  editedAt: number | null;
  deleted: boolean;
  /** Every version the message had, oldest first, so tests can check nothing hidden was ever shown. */
  history: { content: string; embeds: APIEmbed[]; components: StoredMessage['components'] }[];
  /** A deferred reply ("thinking…") is not shown until it is filled in. */
  pending: boolean;
  /** The members this message notified: its user mentions, as its allowed_mentions let them through. */
  pinged: string[];
  interactionId: string | null;
}

export interface StandInInteraction {
  id: string;
  token: string;
  type: number;
  userId: string;
  channelId: string;
  createdAt: number;
  /** The message a pressed component was on. */
  messageId: string | null;
  /** The callback type the bot answered with, once it has. */
  callbackType: number | null;
  /**
   * What the first callback attempt brought: answered, or refused for
   * lateness; or `expired`, the deadline passed before the gateway gave the
   * bot the interaction (a replay after a resume): the member saw it fail.
   */
  outcome: 'waiting' | 'answered' | 'too-late' | 'expired';
  originalMessageId: string | null;
  ephemeral: boolean;
  modal: unknown;
  errors: { status: number; code: number }[];
}

export interface StandInCommand {
  id: string;
  name: string;
  guildId: string | null;
  definition: Record<string, unknown> & { options?: CommandOption[]; default_member_permissions?: string | null; contexts?: number[] | null };
}

export interface CommandOption {
  type: number;
  name: string;
  required?: boolean;
  options?: CommandOption[];
  choices?: { name: string; value: string | number }[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
}

/** A request the stand-in refused, as Discord would have: arranged by a test, or a Discord rule the bot broke. */
export interface Refusal {
  method: string;
  path: string;
  status: number;
  code: number;
  arranged?: boolean;
  /** Why the stand-in refused what Discord would take (a placeholder reaching a player): never expected. */
  reason?: string;
}

/** A rate limit a test arranged: the next `times` requests matching `method` and `path` answered 429. */
export interface RateLimitRule {
  method: string;
  path: RegExp;
  retryAfterSeconds: number;
  times: number;
  global: boolean;
}
