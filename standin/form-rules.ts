// Message-body rules Discord refuses with 50035 besides lengths (empty embed fields, label-less buttons…), and a bad webhook token's refusal.
import { DiscordRefusal, type FormProblem, refusals } from './errors.js';

/**
 * Rules of a message body that Discord refuses with 50035 Invalid Form Body
 * beyond its lengths (limits.ts), issue 28: an embed field with an empty
 * name or value, a button with neither label nor emoji, a link button
 * without a URL or another button with one, a select menu offering one
 * value twice, and allowed_mentions that both parses users (or roles) and
 * lists them. Each problem under its field's path, as Discord nests them.
 */

type Json = Record<string, unknown>;

const required = (path: (string | number)[]): FormProblem => ({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function embedProblems(embeds: Json[]): FormProblem[] {
  return embeds.flatMap((embed, e) =>
    ((embed.fields as Json[] | undefined) ?? []).flatMap((field, f) =>
      (['name', 'value'] as const).filter((key) => blank(field[key])).map((key) => required(['embeds', e, 'fields', f, key])),
    ),
  );
}

function componentProblems(rows: Json[]): FormProblem[] {
  const problems: FormProblem[] = [];
  rows.forEach((row, r) => {
    ((row.components as Json[] | undefined) ?? []).forEach((child, c) => {
      const path = ['components', r, 'components', c];
      if (child.type === 2) {
        // Premium buttons (style 6) carry a SKU and nothing else.
        if (child.style !== 6 && blank(child.label) && child.emoji === undefined) problems.push(required([...path, 'label']));
        if (child.style === 5 && blank(child.url)) problems.push(required([...path, 'url']));
        if (child.style !== 5 && child.url !== undefined) {
          problems.push({ path: [...path, 'url'], code: 'BUTTON_COMPONENT_URL_NOT_ALLOWED', message: 'A button with a custom id cannot have a url.' });
        }
      }
      if (child.type === 3) {
        const seen = new Set<unknown>();
        ((child.options as Json[] | undefined) ?? []).forEach((option, o) => {
          if (seen.has(option.value)) {
            problems.push({
              path: [...path, 'options', o, 'value'],
              code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
              message: 'Select component option values must be unique.',
            });
          }
          seen.add(option.value);
        });
      }
    });
  });
  return problems;
}

function mentionProblems(allowed: Json | null | undefined): FormProblem[] {
  if (!allowed) return [];
  const parse = Array.isArray(allowed.parse) ? (allowed.parse as unknown[]) : [];
  return (['users', 'roles'] as const)
    .filter((kind) => parse.includes(kind) && Array.isArray(allowed[kind]) && (allowed[kind] as unknown[]).length > 0)
    .map((kind) => ({
      path: ['allowed_mentions'],
      code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
      message: `parse:["${kind}"] and ${kind}: [ids] are mutually exclusive.`,
    }));
}

/** Throws Discord's 50035 with every such problem of the body (a message, an edit, or an interaction answer's data). */
export function checkFormRules(body: Json): void {
  const problems = [
    ...embedProblems((body.embeds as Json[] | null | undefined) ?? []),
    ...componentProblems((body.components as Json[] | null | undefined) ?? []),
    ...mentionProblems(body.allowed_mentions as Json | null | undefined),
  ];
  if (problems.length > 0) throw refusals.invalidFormBody(problems);
}

/** An interaction's token used after its 15 minutes: Discord answers 401 with 50027 (docs: JSON Error Codes). */
export const invalidWebhookToken = () => new DiscordRefusal(401, 50027, 'Invalid Webhook Token');
