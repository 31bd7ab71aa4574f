/** Issue 19: the server's language setting, as `/gm config` describes and takes it. */
export const languageMessages = {
  'cmd-gm-config-language': "Public messages' language: auto (the server's Discord language), English or Română",
  'cmd-gm-config-language-auto': "auto: the server's Discord language",
  'language-en': 'English',
  'language-ro': 'Română',
} as const;
