/** Imaginile mesei (un tablou de turneu, și ce au în comun imaginile jocurilor: textele alternative); propozițiile imaginilor fiecărui joc sunt în words/ al jocului. */
export const pictureMessagesRo = {
  // Ce lasă deoparte o imagine la o masă mare (textul mesajului spune tot).
  'picture-more': '… și încă {count}',
  // Texte alternative (descrierea atașamentului în Discord, până la 1024 de caractere).
  'picture-alt-dice': '{name}: {dice}',
  'picture-alt-dice-noted': '{name}: {dice} ({note})',
  'picture-alt-row': '{name}: {cells}',
  'picture-alt-group': '{tier}, {group}: {players}',
  'picture-alt-advanced': '{name} (calificat)',

  // Turnee (VJ-11).
  'picture-bracket-title': 'Turneul #{tournament}: tabloul',
  'picture-bracket-tier': 'Etapa {tier}',
  'picture-bracket-final': 'Finala',
  'picture-bracket-group': 'Grupa {group}',
  'picture-bracket-finalists': 'Finaliști',
  'picture-bracket-byes': 'Calificați direct',
  'picture-bracket-winner': 'Câștigător: {name}',
  'picture-bracket-earlier#one': 'Etapa 1 nu este desenată: doar ultimele etape.',
  'picture-bracket-earlier#few': 'Etapele 1–{count} nu sunt desenate: doar ultimele etape.',
  'picture-bracket-earlier#other': 'Etapele 1–{count} nu sunt desenate: doar ultimele etape.',

  // /gm config.
  'cmd-gm-config-images': 'Imagini la anunțuri: zaruri dezvăluite, foi de scor, tablouri (implicit true)',
} as const;
