/** Issue 19: setarea de limbă a serverului, cum o descrie și o primește `/gm config`. */
export const languageMessagesRo = {
  'cmd-gm-config-language': 'Limba mesajelor publice: auto (limba serverului în Discord), English sau Română',
  'cmd-gm-config-language-auto': 'auto: limba serverului în Discord',
  'language-en': 'English',
  'language-ro': 'Română',
} as const;
