// The stand-in refuses text a member would read that still holds an unfilled `{parameter}` or a program value like NaN (issue 26).
import { type DiscordRefusal, type FormProblem, refusals } from './errors.js';

/**
 * Issue 26, "no placeholder reaches a player": text a member would read —
 * a message's content, its embeds, its buttons and menus, a file's alt
 * text, a thread's name — that still holds a sentence's unfilled
 * parameter or a program's value where a word belongs. Real Discord takes
 * such text; the stand-in refuses it, as a test failure (`reason` on the
 * refusal: no `expectRefusal` excuses it), because it is always the bot's
 * bug.
 *
 * What counts:
 * - `{word}`: the catalog's parameter exactly as `fill` (src/i18n/catalog.ts)
 *   leaves one it was not given — braces around ASCII word characters. A
 *   lone brace, or braces around anything else (`{ }`, `{"a": 1}`), is not a
 *   parameter. Inside code (a code span or a fenced block) braces are
 *   notation the bot shows on purpose (a template a moderator writes, as
 *   `{player} is out`), unless the code is nothing but one `{word}`: that is
 *   how the catalog writes a parameter in code (`commitment \`{code}\``).
 * - `NaN`, `undefined`, `null`, `Infinity` as whole words (not "nullify",
 *   not "undefinedness"), anywhere, code included, and `[object Object]`.
 *
 * Not player text: custom ids, option values, URLs, a file's bytes (a CSV's
 * JSON stays the bot's business). A file's name is not checked either: it
 * travels in the multipart upload, not the message's JSON.
 */

/** `fill`'s own pattern (i18n/catalog.ts): what an unfilled parameter looks like. */
const PARAMETER = /\{\w+\}/g;
/** A program's value in words; a letter, digit or underscore on either side makes it part of another word. */
const VALUE_WORDS = /(?<![\p{L}\p{N}_])(?:NaN|undefined|null|Infinity)(?![\p{L}\p{N}_])|\[object Object\]/gu;
/** Fenced blocks first, then code spans of one or more backticks (CommonMark: the same run closes it). */
const CODE = /```[\s\S]*?```|(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** What in `text` stands where a word should be, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  const found: string[] = [];
  const add = (what: string) => {
    if (!found.includes(what)) found.push(what);
  };
  for (const [match] of text.matchAll(VALUE_WORDS)) add(match);
  // Outside code every `{word}` counts; a piece of code counts only when it is a lone `{word}`.
  let outside = '';
  let last = 0;
  for (const code of text.matchAll(CODE)) {
    outside += `${text.slice(last, code.index)} `;
    last = code.index + code[0].length;
    const inner = code[0].replace(/^`+|`+$/g, '').trim();
    if (/^\{\w+\}$/.test(inner)) add(inner);
  }
  outside += text.slice(last);
  for (const [match] of outside.matchAll(PARAMETER)) add(match);
  return found;
}

type Json = Record<string, unknown>;

/** A problem at `path`: what was found, and the text it was found in (shortened around it). */
function problemAt(path: string, text: string, found: string[]): FormProblem {
  const at = Math.max(0, text.indexOf(found[0]!) - 60);
  const excerpt = `${at > 0 ? '…' : ''}${text.slice(at, at + 160)}${at + 160 < text.length ? '…' : ''}`;
  return { path: path.split('.'), code: 'UNFILLED_PLACEHOLDER', message: `${found.join(', ')} where a word belongs: "${excerpt}"` };
}

/** Collects the problems of the player texts in `texts` (path → text; other values skipped). */
function check(texts: [string, unknown][]): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [path, value] of texts) {
    if (typeof value !== 'string') continue;
    const found = placeholdersIn(value);
    if (found.length > 0) problems.push(problemAt(path, value, found));
  }
  return problems;
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const object = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** Every text of every embed, by its path in the body (embed-mentions.ts reads them too). */
export function embedTexts(embeds: unknown): [string, unknown][] {
  return list(embeds).flatMap((embed, e): [string, unknown][] => [
    [`embeds.${e}.title`, embed.title],
    [`embeds.${e}.description`, embed.description],
    [`embeds.${e}.footer.text`, object(embed.footer).text],
    [`embeds.${e}.author.name`, object(embed.author).name],
    ...list(embed.fields).flatMap((field, f): [string, unknown][] => [
      [`embeds.${e}.fields.${f}.name`, field.name],
      [`embeds.${e}.fields.${f}.value`, field.value],
    ]),
  ]);
}

/** Buttons' labels, menus' placeholders and options (label, description), a text display's content — rows nested in any depth. */
function componentTexts(components: unknown, at = 'components'): [string, unknown][] {
  return list(components).flatMap((component, c): [string, unknown][] => {
    const path = `${at}.${c}`;
    return [
      [`${path}.label`, component.label],
      [`${path}.placeholder`, component.placeholder],
      [`${path}.content`, component.type === 10 ? component.content : undefined],
      ...list(component.options).flatMap((option, o): [string, unknown][] => [
        [`${path}.options.${o}.label`, option.label],
        [`${path}.options.${o}.description`, option.description],
      ]),
      ...componentTexts(component.components, `${path}.components`),
    ];
  });
}

/** What a message body shows a member. */
function messageTexts(body: Json): [string, unknown][] {
  return [
    ['content', body.content],
    ...embedTexts(body.embeds),
    ...componentTexts(body.components),
    ...list(body.attachments).map((attachment, a): [string, unknown] => [`attachments.${a}.description`, attachment.description]),
  ];
}

/** A 400 50035 naming every placeholder, with the reason a test failure shows. */
function refusal(problems: FormProblem[]): DiscordRefusal {
  const reason = problems.map((problem) => `${problem.path.join('.')}: ${problem.message}`).join('; ');
  return refusals.invalidFormBody(problems, `a placeholder reached a player: ${reason}`);
}

/** Refuses a message body (create or edit, any route) showing a placeholder. */
export function checkMessageText(body: Json): void {
  const problems = check(messageTexts(body));
  if (problems.length > 0) throw refusal(problems);
}

/** Refuses a thread's name (a new thread, or a renamed one) holding a placeholder. */
export function checkThreadName(body: Json): void {
  const problems = check([['name', body.name]]);
  if (problems.length > 0) throw refusal(problems);
}
