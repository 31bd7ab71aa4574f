// What Discord checks before a button press or menu pick reaches the bot; the stand-in says why a click would fail, or null if delivered.
import type { StandInUser, StoredMessage } from './model.js';

/**
 * What Discord checks before a button press or a menu pick reaches a bot
 * (issue 28): the component is on the message as it stands now (its custom
 * id and its type), not disabled, and a menu's values are among its options,
 * as many as it allows. A client that sends anything else gets "This
 * interaction failed" and the bot sees nothing. The reason, or null when
 * Discord would deliver it.
 */
export function undeliverableClick(user: StandInUser, message: StoredMessage | undefined, data: Record<string, unknown>, canSee: boolean): string | null {
  if (!message || message.deleted) return 'the message is gone';
  if (!canSee) return `${user.name} cannot see that message`;
  const children = message.components.flatMap((row) => (row.components ?? []) as unknown as Record<string, unknown>[]);
  const child = children.find((candidate) => candidate.custom_id !== undefined && candidate.custom_id === data.custom_id);
  if (!child) return `the message has no component with the custom id ${JSON.stringify(data.custom_id)}`;
  if (child.type !== data.component_type) return `the component ${String(data.custom_id)} is of type ${String(child.type)}, not ${String(data.component_type)}`;
  if (child.disabled === true) return `the component ${String(data.custom_id)} is disabled`;
  if (child.type !== 3) return data.values === undefined ? null : 'a button carries no values';
  const values = Array.isArray(data.values) ? (data.values as unknown[]) : [];
  const min = typeof child.min_values === 'number' ? child.min_values : 1;
  const max = typeof child.max_values === 'number' ? child.max_values : 1;
  if (values.length < min || values.length > max) return `the menu takes ${min} to ${max} values, not ${values.length}`;
  const offered = new Set(((child.options ?? []) as { value: string }[]).map((option) => option.value));
  const unknown = values.find((value) => typeof value !== 'string' || !offered.has(value));
  return unknown === undefined ? null : `the menu offers no value ${JSON.stringify(unknown)}`;
}
