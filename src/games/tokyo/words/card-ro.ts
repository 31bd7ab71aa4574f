/** Fișa regulilor de Tokyo pentru `/help game:` (issue 30), în română. */
export const tokyoCardMessagesRo = {
  'tokyo-card-pitch': 'Un joc de cacealma cu două zaruri sub pahar: anunți ce e sub el, adevărat sau nu, iar următorul te crede sau ridică paharul.',
  'tokyo-card-players': '2 sau mai mulți, fiecare cu 6 vieți (`lives`; 9 cu `preset:beghel`) (TK-2).',
  'tokyo-card-stakes': 'Puncte de masă [implicit] sau tria din portofel (`stakes:tria`): fiecare pune taxa de intrare (buy-in) [10] în pot când începe jocul.',
  'tokyo-card-round':
    'O valoare e zarul mai mare, apoi cel mai mic (5 și 3: 53); dublele le bat pe acestea, iar 21, Tokyo, bate tot (TK-1). O mână începe cu un jucător care aruncă sub pahar, ascuns, și anunță orice valoare (TK-3). Cine primește paharul crede și aruncă din nou, apoi anunță mai mult; se îndoiește și ridică paharul; sau urcă pe nevăzute, dându-l mai departe fără să se uite, cu o valoare mai mare (TK-4, TK-5).',
  'tokyo-card-winning': 'Cine rămâne fără vieți iese din joc. Ultimul jucător rămas câștigă potul (TK-2).',
  'tokyo-card-rule-doubt':
    'TK-4 La o îndoială: zarurile sub anunț îl costă o viață pe cel care a anunțat; altfel pierde una cel care s-a îndoit. Cel care s-a îndoit începe mâna următoare.',
  'tokyo-card-rule-tokyo': 'TK-6 La 21 poți doar să accepți (pierzi o viață) sau să te îndoiești: un 21 adevărat îl costă două vieți pe cel care s-a îndoit.',
  'tokyo-card-rule-variants':
    'TK-8 … TK-14 Variante cu `variant` (tokyetto, reversed_doubles, double_tokyo, sum_values, bluff_penalty_two, allow_equal) și `preset:beghel`.',
  'tokyo-card-rule-leaving': 'TK-15 Cine pleacă pierde jocul; mâna se anulează doar dacă ținea paharul sau tocmai îl primise.',
} as const;
