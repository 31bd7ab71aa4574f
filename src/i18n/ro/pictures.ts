/** Imaginile mesei (zarurile de la o dezvăluire, o foaie de scor, un tablou de turneu): titlurile și textele lor alternative. */
export const pictureMessagesRo = {
  // Ce lasă deoparte o imagine la o masă mare (textul mesajului spune tot).
  'picture-more': '… și încă {count}',
  // Texte alternative (descrierea atașamentului în Discord, până la 1024 de caractere).
  'picture-alt-dice': '{name}: {dice}',
  'picture-alt-dice-noted': '{name}: {dice} ({note})',
  'picture-alt-row': '{name}: {cells}',
  'picture-alt-group': '{tier}, {group}: {players}',
  'picture-alt-advanced': '{name} (calificat)',

  // Liar's Dice, la o contestare (LD-8 … LD-12, LD-15).
  'picture-liars-title': 'Runda {round}: toate mâinile la vedere',
  'picture-liars-bid': '{caller} a contestat licitația de {quantity} × {face} făcută de {bettor}',
  'picture-liars-count': 'Numărate: {count}',
  // LD-17, LD-19: zarurile de 1 contează ca fața din licitație.
  'picture-liars-count-ones': 'Numărate: {count} (1 e joker: {ones} dintre ele sunt de 1)',

  // Tokyo, când se ridică paharul (TK-4b).
  'picture-tokyo-title': 'Mâna {hand}: se ridică paharul',
  'picture-tokyo-doubt': '{doubter} ridică paharul la anunțul lui {announcer}',
  'picture-tokyo-values': 'Anunțat: {announced}, sub pahar: {actual}',
  'picture-tokyo-note-true': 'adevărul',
  'picture-tokyo-note-false': 'o cacealma',

  // Valere, la dezvăluire (VA-2).
  'picture-valere-title': 'Runda {round}: toate mâinile la vedere',
  'picture-valere-note': 'suma {sum}, puncte {point}',
  'picture-valere-note-folded': 'suma {sum}, puncte {point}, retras din rundă',
  'picture-valere-winners': 'Cea mai mare sumă: {winners}',

  // Vitaji, la final (VJ-10).
  'picture-vitaji-title': 'Vitaji: foaia de scor',
  'picture-vitaji-player': 'Jucător',
  'picture-vitaji-round': 'R{round}',
  'picture-vitaji-total': 'Total',
  'picture-vitaji-rounds-left-out': 'Rundele 1–{last} nu sunt desenate: foaia de scor (/table scoresheet) are toate rundele.',
  'picture-vitaji-winners': 'Câștigat de {winners}',
  'picture-vitaji-pot': 'Pot: {sum}',

  // Turnee (VJ-11).
  'picture-bracket-title': 'Turneul #{tournament}: tabloul',
  'picture-bracket-tier': 'Etapa {tier}',
  'picture-bracket-final': 'Finala',
  'picture-bracket-group': 'Grupa {group}',
  'picture-bracket-byes': 'Calificați direct',
  'picture-bracket-winner': 'Câștigător: {name}',
  'picture-bracket-earlier#one': 'Etapa 1 nu este desenată: doar ultimele etape.',
  'picture-bracket-earlier#few': 'Etapele 1–{count} nu sunt desenate: doar ultimele etape.',
  'picture-bracket-earlier#other': 'Etapele 1–{count} nu sunt desenate: doar ultimele etape.',

  // /gm config.
  'cmd-gm-config-images': 'Imagini la anunțuri: zaruri dezvăluite, foi de scor, tablouri (implicit true)',
  'gm-settings-images-on': 'imagini activate (zaruri dezvăluite, foi de scor, tablouri)',
  'gm-settings-images-off': 'imagini dezactivate (doar text)',
} as const;
