// Discord's published limits on what a message may carry, and the one check every message body passes before the stand-in takes it.

import { checkEmbedMentions } from './embed-mentions.js';
import { refusals } from './errors.js';
import { checkFormRules } from './form-rules.js';
import { checkMessageText } from './placeholders.js';

/** Discord's published limits on what a message may carry. */
const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  embedTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  selectText: 100,
  placeholder: 150,
} as const;

type Json = Record<string, unknown>;

const tooLong = (path: string, max: number) => refusals.invalidForm(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function checkEmbeds(embeds: Json[]): void {
  if (embeds.length > LIMITS.embeds) throw refusals.invalidForm('embeds', 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.embeds} or fewer in length.`);
  let total = 0;
  embeds.forEach((embed, e) => {
    const title = text(embed.title);
    const description = text(embed.description);
    const footer = text((embed.footer as Json | undefined)?.text);
    const author = text((embed.author as Json | undefined)?.name);
    const fields = (embed.fields as Json[] | undefined) ?? [];
    if (title.length > LIMITS.embedTitle) throw tooLong(`embeds.${e}.title`, LIMITS.embedTitle);
    if (description.length > LIMITS.embedDescription) throw tooLong(`embeds.${e}.description`, LIMITS.embedDescription);
    if (footer.length > LIMITS.footer) throw tooLong(`embeds.${e}.footer.text`, LIMITS.footer);
    if (author.length > LIMITS.author) throw tooLong(`embeds.${e}.author.name`, LIMITS.author);
    if (fields.length > LIMITS.embedFields) throw tooLong(`embeds.${e}.fields`, LIMITS.embedFields);
    total += title.length + description.length + footer.length + author.length;
    fields.forEach((field, f) => {
      const name = text(field.name);
      const value = text(field.value);
      if (name.length > LIMITS.fieldName) throw tooLong(`embeds.${e}.fields.${f}.name`, LIMITS.fieldName);
      if (value.length > LIMITS.fieldValue) throw tooLong(`embeds.${e}.fields.${f}.value`, LIMITS.fieldValue);
      total += name.length + value.length;
    });
  });
  if (total > LIMITS.embedTotal) {
    throw refusals.invalidForm('embeds', 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${LIMITS.embedTotal}`);
  }
}

function checkComponents(rows: Json[]): void {
  if (rows.length > LIMITS.rows) throw tooLong('components', LIMITS.rows);
  const customIds = new Set<string>();
  rows.forEach((row, r) => {
    const children = (row.components as Json[] | undefined) ?? [];
    if (row.type !== 1) throw refusals.invalidForm(`components.${r}.type`, 'COMPONENT_TYPE_INVALID', 'Expected an action row.');
    const selects = children.filter((child) => child.type !== 2);
    if (selects.length > 0 && children.length !== 1) {
      throw refusals.invalidForm(`components.${r}.components`, 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'A select menu must be alone in its row.');
    }
    if (children.length === 0) throw refusals.invalidForm(`components.${r}.components`, 'BASE_TYPE_MIN_LENGTH', 'Must be 1 or more in length.');
    if (children.length > LIMITS.buttonsPerRow) throw tooLong(`components.${r}.components`, LIMITS.buttonsPerRow);
    children.forEach((child, c) => {
      const path = `components.${r}.components.${c}`;
      const customId = child.custom_id;
      if (customId !== undefined) {
        const id = text(customId);
        if (id.length < 1 || id.length > LIMITS.customId) {
          throw refusals.invalidForm(`${path}.custom_id`, 'BASE_TYPE_BAD_LENGTH', `Must be between 1 and ${LIMITS.customId} in length.`);
        }
        if (customIds.has(id)) throw refusals.invalidForm(`${path}.custom_id`, 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
        customIds.add(id);
      } else if (child.type !== 2 || child.style !== 5) {
        throw refusals.invalidForm(`${path}.custom_id`, 'BASE_TYPE_REQUIRED', 'This field is required');
      }
      if (child.type === 2 && text(child.label).length > LIMITS.buttonLabel) throw tooLong(`${path}.label`, LIMITS.buttonLabel);
      if (child.type === 3) {
        const options = (child.options as Json[] | undefined) ?? [];
        if (options.length > LIMITS.selectOptions) throw tooLong(`${path}.options`, LIMITS.selectOptions);
        if (options.length === 0) throw refusals.invalidForm(`${path}.options`, 'BASE_TYPE_MIN_LENGTH', 'Must be 1 or more in length.');
        options.forEach((option, o) => {
          for (const key of ['label', 'value', 'description'] as const) {
            if (text(option[key]).length > LIMITS.selectText) throw tooLong(`${path}.options.${o}.${key}`, LIMITS.selectText);
          }
        });
      }
      if ((child.type as number) >= 3 && text(child.placeholder).length > LIMITS.placeholder) throw tooLong(`${path}.placeholder`, LIMITS.placeholder);
    });
  });
}

/**
 * Refuses, with Discord's error, a message body Discord would refuse, then
 * one showing a member a placeholder (placeholders.ts) or a user mention
 * inside an embed (embed-mentions.ts): the bot's bug, which Discord would take. `creating`: a new message must carry something (an
 * edit may clear fields).
 */
export function checkMessage(body: Json, creating: boolean, files = 0): void {
  const content = body.content;
  if (content !== undefined && content !== null && text(content).length > LIMITS.content) throw tooLong('content', LIMITS.content);
  const embeds = (body.embeds as Json[] | null | undefined) ?? [];
  const components = (body.components as Json[] | null | undefined) ?? [];
  checkEmbeds(embeds);
  checkComponents(components);
  checkFormRules(body);
  if (creating && !text(content) && embeds.length === 0 && components.length === 0 && files === 0 && !body.sticker_ids) {
    throw refusals.emptyMessage();
  }
  checkMessageText(body);
  checkEmbedMentions(body);
}
