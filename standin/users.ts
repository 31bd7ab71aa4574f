// Members acting on the stand-in as Discord's client lets them: typing slash commands, pressing buttons, picking from menus.
import { randomBytes } from 'node:crypto';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { undeliverableClick } from './clicks.js';
import { FILE_LIMITS } from './files.js';
import { render } from './messages.js';
import type { CommandOption, StandInCommand, StandInGuild, StandInInteraction, StandInUser, StoredMessage } from './model.js';
import { channelPayload, memberPayload, userPayload } from './payloads.js';
import type { DiscordStandIn } from './standin.js';

/** Something Discord's own client would not let a member send (an unknown option, a missing button). */
export class NotSendable extends Error {}

export interface SlashInput {
  /** `['table', 'join']`, or `['gm', 'config', 'set']` with a group. */
  path: string[];
  options: Record<string, string | number | boolean>;
  channelId?: string;
}

const OPTION = { subcommand: 1, group: 2, string: 3, integer: 4, boolean: 5, user: 6, channel: 7, role: 8, number: 10 } as const;

function basePayload(standin: DiscordStandIn, user: StandInUser, channelId: string, type: number) {
  const channel = standin.channels.get(channelId);
  if (!channel || channel.deleted) throw new NotSendable(`there is no channel ${channelId}`);
  const guild = standin.guildOf(channel);
  const interaction: StandInInteraction = {
    id: standin.ids.next(),
    token: `stand-in-${randomBytes(12).toString('hex')}`,
    type,
    userId: user.id,
    channelId,
    createdAt: standin.clock.now(),
    messageId: null,
    callbackType: null,
    outcome: 'waiting',
    originalMessageId: null,
    ephemeral: false,
    modal: null,
    errors: [],
  };
  const common = {
    id: interaction.id,
    application_id: standin.applicationId,
    type,
    token: interaction.token,
    version: 1,
    channel_id: channelId,
    locale: user.locale,
    entitlements: [],
    // What the bot may upload in its answers here (docs/interactions/receiving-and-responding, Interaction Object): the server has no boosts.
    attachment_size_limit: FILE_LIMITS.uploadBytes,
  };
  // In the bot's DMs (context 1) there is no server: a user, not a member.
  const payload =
    channel.type === 1
      ? {
          ...common,
          channel: channelPayload(channel, [user]),
          user: userPayload(user),
          app_permissions: standin.botPermissions(channel).toString(),
          authorizing_integration_owners: { '0': standin.guildId },
          context: 1,
        }
      : {
          ...common,
          guild_id: guild.id,
          channel: channelPayload(channel),
          member: { ...memberPayload(user), permissions: standin.memberPermissions(user, guild).toString() },
          app_permissions: standin.botPermissions(channel).toString(),
          guild_locale: guild.locale,
          authorizing_integration_owners: { '0': guild.id },
          context: 0,
        };
  return { interaction, payload };
}

function deliver(standin: DiscordStandIn, interaction: StandInInteraction, payload: Record<string, unknown>): StandInInteraction {
  if (standin.sendInteraction(interaction, payload) === 0) throw new NotSendable('the bot is not connected');
  return interaction;
}

/** Discord's client will not send a number outside the option's `min_value`/`max_value`. */
function withinBounds(definition: CommandOption, value: number): number {
  const { min_value: min, max_value: max } = definition;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    throw new NotSendable(`option ${definition.name} takes ${min ?? '…'} to ${max ?? '…'}, not ${value}`);
  }
  return value;
}

/**
 * Whether Discord offers the command here: in a server only if its contexts
 * allow servers (0) and the member has every permission of its
 * `default_member_permissions` (the server owner and administrators always
 * do); in the bot's DMs only if its contexts allow those (1). Without
 * `contexts`, a global command is offered everywhere.
 */
function offered(standin: DiscordStandIn, command: StandInCommand, user: StandInUser, inDm: boolean, guild: StandInGuild): boolean {
  const contexts = command.definition.contexts ?? (command.guildId === null ? [0, 1, 2] : [0]);
  if (!contexts.includes(inDm ? 1 : 0)) return false;
  if (inDm) return command.guildId === null;
  const required = command.definition.default_member_permissions;
  if (required === undefined || required === null) return true;
  const has = standin.memberPermissions(user, guild);
  if (user.id === guild.ownerId || (has & PermissionFlagsBits.Administrator) !== 0n) return true;
  const bits = BigInt(required);
  return bits !== 0n && (has & bits) === bits;
}

type Resolved = { users: Record<string, unknown>; members: Record<string, unknown>; roles: Record<string, unknown> };

function typed(standin: DiscordStandIn, guild: StandInGuild, definition: CommandOption, raw: string | number | boolean, resolved: Resolved) {
  const text = String(raw);
  switch (definition.type) {
    case OPTION.string:
      // Discord's client will not send a string outside the option's length bounds.
      if (text.length < (definition.min_length ?? 0) || text.length > (definition.max_length ?? 6000)) {
        throw new NotSendable(`option ${definition.name} takes ${definition.min_length ?? 0} to ${definition.max_length ?? 6000} characters`);
      }
      return text;
    case OPTION.integer: {
      if (!/^-?\d+$/.test(text)) throw new NotSendable(`option ${definition.name} takes a whole number, not "${text}"`);
      return withinBounds(definition, Number(text));
    }
    case OPTION.number: {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw new NotSendable(`option ${definition.name} takes a number, not "${text}"`);
      return withinBounds(definition, value);
    }
    case OPTION.boolean:
      if (text !== 'true' && text !== 'false') throw new NotSendable(`option ${definition.name} is true or false, not "${text}"`);
      return text === 'true';
    case OPTION.user: {
      const name = text.replace(/^@/, '');
      const user = standin.member(name);
      resolved.users[user.id] = userPayload(user);
      const { user: _omit, ...member } = memberPayload(user);
      resolved.members[user.id] = { ...member, permissions: standin.memberPermissions(user, guild).toString() };
      return user.id;
    }
    case OPTION.role: {
      const name = text.replace(/^@&?/, '');
      const role = standin.roles(guild).find((candidate) => candidate.name === name || candidate.id === name);
      if (!role) throw new NotSendable(`there is no role ${name}`);
      resolved.roles[role.id] = role;
      return role.id;
    }
    default:
      throw new NotSendable(`option ${definition.name} has a type the stand-in does not offer (${definition.type})`);
  }
}

/** A member types a slash command: checked against what the bot registered, as Discord's client does. */
export function typeCommand(standin: DiscordStandIn, memberName: string, input: SlashInput): StandInInteraction {
  const user = standin.member(memberName);
  const [name, ...rest] = input.path;
  const where = standin.channels.get(input.channelId ?? standin.generalChannelId);
  const inDm = where?.type === 1;
  const guild = where ? standin.guildOf(where) : standin.home;
  const command = [...standin.commands.values()].find((candidate) => candidate.name === name && (candidate.guildId === guild.id || candidate.guildId === null));
  if (!command) throw new NotSendable(`there is no command /${name}`);
  if (!offered(standin, command, user, inDm, guild))
    throw new NotSendable(`Discord does not offer /${name} to ${memberName} ${inDm ? "in the bot's DMs" : 'here'}`);
  let level: CommandOption[] = command.definition.options ?? [];
  const chain: { name: string; type: number }[] = [];
  for (const part of rest) {
    const next = level.find((option) => option.name === part && (option.type === OPTION.subcommand || option.type === OPTION.group));
    if (!next) throw new NotSendable(`/${name} has no subcommand ${part}`);
    chain.push({ name: part, type: next.type });
    level = next.options ?? [];
  }
  if (level.some((option) => option.type === OPTION.subcommand || option.type === OPTION.group)) {
    throw new NotSendable(`/${input.path.join(' ')} needs a subcommand: ${level.map((option) => option.name).join(', ')}`);
  }
  const resolved: Resolved = { users: {}, members: {}, roles: {} };
  const leafOptions = Object.entries(input.options).map(([optionName, raw]) => {
    const definition = level.find((option) => option.name === optionName);
    if (!definition) throw new NotSendable(`/${input.path.join(' ')} has no option ${optionName}`);
    const value = typed(standin, guild, definition, raw, resolved);
    if (definition.choices && !definition.choices.some((choice) => choice.value === value)) {
      throw new NotSendable(`option ${optionName} is one of ${definition.choices.map((choice) => choice.value).join(', ')}`);
    }
    return { name: optionName, type: definition.type, value };
  });
  const missing = level.filter((option) => option.required && !(option.name in input.options));
  if (missing.length > 0) throw new NotSendable(`/${input.path.join(' ')} needs ${missing.map((option) => option.name).join(', ')}`);

  let options: unknown[] = leafOptions;
  for (const link of [...chain].reverse()) options = [{ name: link.name, type: link.type, options }];
  const { interaction, payload } = basePayload(standin, user, input.channelId ?? standin.generalChannelId, 2);
  const data = {
    id: command.id,
    name,
    type: 1,
    options,
    ...(inDm ? {} : { guild_id: guild.id }),
    ...(Object.keys(resolved.users).length + Object.keys(resolved.roles).length > 0 ? { resolved } : {}),
  };
  return deliver(standin, interaction, { ...payload, data });
}

type Child = { type: number; custom_id?: string; label?: string; placeholder?: string; disabled?: boolean; options?: { value: string; label: string }[] };

function children(message: StoredMessage): Child[] {
  return message.components.flatMap((row) => (row.components ?? []) as Child[]);
}

/** The newest message this member can see (in `channelId`, when given) that has a component matching `test`. */
/**
 * Where a member looks for a control: one channel (its id), or some
 * servers' channels and their own DMs (a script playing beside others on
 * one stand-in, whose members see every server here) [everything they see].
 */
export type Within = string | { guildIds: ReadonlySet<string> };

function inside(standin: DiscordStandIn, message: StoredMessage, within: Within | undefined): boolean {
  if (within === undefined) return true;
  if (typeof within === 'string') return message.channelId === within;
  if (message.audience.to === 'dm') return true;
  const channel = standin.channels.get(message.channelId);
  return channel !== undefined && within.guildIds.has(standin.guildOf(channel).id);
}

function newestWith(
  standin: DiscordStandIn,
  memberName: string,
  test: (child: Child) => boolean,
  within?: Within,
): { message: StoredMessage; child: Child } | null {
  const visible = standin.visibleTo(memberName).filter((message) => inside(standin, message, within));
  for (const message of [...visible].reverse()) {
    const child = children(message).find(test);
    if (child) return { message, child };
  }
  return null;
}

/**
 * A component interaction on `message`, delivered as Discord delivers one:
 * only for a component that is on the message as it stands (clicks.ts). A
 * forged custom id, a stale one, or a value the menu does not offer is
 * NotSendable, as Discord fails it before the bot sees it.
 */
export function componentInteraction(standin: DiscordStandIn, memberName: string, message: StoredMessage, data: Record<string, unknown>): StandInInteraction {
  const user = standin.member(memberName);
  const current = standin.messages.get(message.id);
  const refused = undeliverableClick(user, current, data, current !== undefined && standin.canSee(user, current));
  if (refused) throw new NotSendable(`Discord would not deliver this click: ${refused}`);
  return rawComponentInteraction(standin, memberName, message, data);
}

/**
 * Any component payload straight at the bot, past Discord's checks: what a
 * bot must withstand should Discord ever let one through (tests of the
 * bot's own defence, test/e2e/forged-payloads.test.ts, the fuzz test).
 */
export function rawComponentInteraction(
  standin: DiscordStandIn,
  memberName: string,
  message: StoredMessage,
  data: Record<string, unknown>,
): StandInInteraction {
  const user = standin.member(memberName);
  const { interaction, payload } = basePayload(standin, user, message.channelId, 3);
  interaction.messageId = message.id;
  return deliver(standin, interaction, { ...payload, data, message: render(standin, message) });
}

/** A member presses the button labelled `label` on the newest message they can see that has one (in `channelId`, when given: one server's table among several). */
export function pressButton(standin: DiscordStandIn, memberName: string, label: string, within?: Within): StandInInteraction {
  const found = newestWith(standin, memberName, (child) => child.type === 2 && child.label === label, within);
  if (!found) {
    // What they do see, so a test that names a button wrongly says what to name.
    const labels = [
      ...new Set(
        standin.visibleTo(memberName).flatMap((message) =>
          children(message)
            .filter((child) => child.type === 2)
            .map((child) => child.label),
        ),
      ),
    ];
    throw new NotSendable(`${memberName} sees no button "${label}" (buttons they see: ${labels.slice(-12).join(', ')})`);
  }
  if (found.child.disabled) throw new NotSendable(`the button "${label}" is disabled`);
  return componentInteraction(standin, memberName, found.message, { custom_id: found.child.custom_id, component_type: 2 });
}

/** A member picks `value` (or the option labelled so) in the select menu with that placeholder. */
export function chooseInSelect(standin: DiscordStandIn, memberName: string, placeholder: string, value: string, within?: Within): StandInInteraction {
  const found = newestWith(standin, memberName, (child) => child.type === 3 && child.placeholder === placeholder, within);
  if (!found) throw new NotSendable(`${memberName} sees no select menu "${placeholder}"`);
  const option = found.child.options?.find((candidate) => candidate.value === value || candidate.label === value);
  if (!option) throw new NotSendable(`the select menu "${placeholder}" offers no "${value}"`);
  return componentInteraction(standin, memberName, found.message, { custom_id: found.child.custom_id, component_type: 3, values: [option.value] });
}
