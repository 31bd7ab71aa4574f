// Adds translated descriptions and choice names to the slash commands sent to Discord, so members see them in their own language.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Catalog } from '../../i18n/catalog.js';
import { LANGUAGES, speaking } from '../../i18n/language.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Commands as Discord shows them to a member whose client speaks another of
 * our languages (issue 19): names stay English (stable for scripts and
 * docs), and every description and every choice's name also comes in
 * that language (`description_localizations`, `name_localizations`). A description is found by its English
 * words in `words` (the core's and every game's sentences); one without a
 * translation is left to Discord's English.
 */
export function withLocalizations(
  commands: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[],
  words: Catalog<string>,
): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const keyOf = new Map<string, string>();
  for (const [key, text] of Object.entries(words.messages)) if (!key.includes('#') && !keyOf.has(text)) keyOf.set(text, key);
  const translationsOf = (english: string): Record<string, string> | null => {
    const key = keyOf.get(english);
    if (!key) return null;
    const localizations: Record<string, string> = {};
    for (const language of LANGUAGES) {
      // Only a sentence the language has (a game's name may read the same): English is Discord's own fallback.
      if (language !== 'en' && words.translations[language]?.[key] !== undefined) localizations[language] = speaking(language, () => words.t(key));
    }
    return Object.keys(localizations).length > 0 ? localizations : null;
  };
  // The command, its subcommands and their options: each that has a description gets its translations.
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return;
    if (typeof node.description === 'string') {
      const localizations = translationsOf(node.description);
      if (localizations) node.description_localizations = localizations;
    }
    // A choice is read in the member's menu: its name in their language too (the value stays what the bot parses).
    if (Array.isArray(node.choices)) {
      for (const choice of node.choices) {
        if (!isRecord(choice) || typeof choice.name !== 'string') continue;
        const localizations = translationsOf(choice.name);
        if (localizations) choice.name_localizations = localizations;
      }
    }
    if (Array.isArray(node.options)) for (const option of node.options) walk(option);
  };
  const copy = structuredClone([...commands]);
  for (const command of copy) walk(command);
  return copy;
}
