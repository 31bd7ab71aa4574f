/** How the readable log prints a message: as a member of the stand-in's server would read it. */

import type { StoredMessage } from '../../standin/model.js';
import type { DiscordStandIn } from '../../standin/standin.js';
import { nameOf } from './summary.js';

type Component = { type: number; label?: string; placeholder?: string; disabled?: boolean; options?: { label: string }[] };

/**
 * `<@id>` → `@alice`, `<@&id>` → `@Game Master`, `<#id>` → `#general`: the
 * readable log speaks the script's names. `users: false` (inside an embed)
 * leaves a user mention raw, as a Discord client shows it there to whoever
 * has not cached that member: Discord does not send the member with an
 * embed's mention (issue 27).
 */
function readableText(standin: DiscordStandIn, text: string, users: boolean): string {
  return text
    .replace(/<@!?(\d+)>/g, (whole, id: string) => (users ? `@${nameOf(standin, id)}` : whole))
    .replace(/<@&(\d+)>/g, (whole, id: string) => {
      const role = standin.roles().find((candidate) => candidate.id === id);
      return role ? `@${role.name}` : whole;
    })
    .replace(/<#(\d+)>/g, (whole, id: string) => {
      const channel = standin.channels.get(id);
      return channel?.name ? `#${channel.name}` : whole;
    });
}

/** How the readable log words a line of the content, and one of an embed (they differ in how a user mention shows). */
export interface Readers {
  content(line: string): string;
  embed(line: string): string;
}

/** Content, then each embed (title, description, `name: value` fields, footer), then the buttons and menus, then the files (and where each was saved). */
export function readableBody(
  message: Pick<StoredMessage, 'content' | 'embeds' | 'components' | 'attachments'>,
  saved: ReadonlyMap<string, string> | undefined,
  read: Readers,
): string[] {
  const lines: string[] = message.content === '' ? [] : message.content.split('\n').map(read.content);
  for (const embed of message.embeds) {
    const inEmbed: string[] = [];
    if (embed.title) inEmbed.push(embed.title);
    if (embed.description) inEmbed.push(...embed.description.split('\n'));
    for (const field of embed.fields ?? []) {
      const [first = '', ...rest] = field.value.split('\n');
      const name = field.name.trim() === '' || field.name === '\u200b' ? '' : `${field.name}: `;
      inEmbed.push(`${name}${first}`, ...rest.map((line) => `${' '.repeat(name.length)}${line}`));
    }
    if (embed.footer?.text) inEmbed.push(`(${embed.footer.text})`);
    lines.push(...inEmbed.map((line) => `│ ${read.embed(line)}`));
  }
  for (const row of message.components) {
    const parts = ((row.components ?? []) as Component[]).map((component) => {
      if (component.type === 2) return `[${component.label ?? '?'}${component.disabled ? ' (disabled)' : ''}]`;
      if (component.placeholder !== undefined || component.options) {
        return `<${component.placeholder ?? 'menu'}: ${(component.options ?? []).map((option) => option.label).join(' | ')}>`;
      }
      return `<component ${component.type}>`;
    });
    if (parts.length > 0) lines.push(parts.join(' '));
  }
  for (const file of message.attachments) {
    const path = saved?.get(file.id);
    lines.push(`📎 ${file.filename} (${file.size} bytes)${path ? ` → ${path}` : ''}`);
  }
  return lines.length > 0 ? lines : ['(empty message)'];
}

/** The readers of the stand-in's server: content mentions by name, an embed's user mentions raw. */
export function readersIn(standin: DiscordStandIn): Readers {
  return { content: (line) => readableText(standin, line, true), embed: (line) => readableText(standin, line, false) };
}
