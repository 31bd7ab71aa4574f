/** Fișa regulilor de Eleven pentru `/help game:` (issue 30), în română. */
export const elevenCardMessagesRo = {
  'eleven-card-pitch': 'Alegi un număr de la 2 la 12, arunci două zaruri, cel mai aproape câștigă. În unsprezece runde folosești fiecare număr o dată.',
  'eleven-card-players': 'De la 3 la 5. La 6 sau mai mulți, masa se împarte în grupe de 3–5 care joacă în același timp (EL-1).',
  'eleven-card-stakes':
    'Puncte de masă [implicit] sau tria din portofel (`stakes:tria`). Fiecare plătește o taxă de intrare (buy-in) care acoperă cazul cel mai rău (3 jucători 11, 4 jucători 22, 5 jucători 33, × `multiplier`) și o primește înapoi la final, împreună cu câștigul net (EL-9).',
  'eleven-card-round':
    'În ordinea alegerii, fiecare jucător alege la vedere o țintă pe care n-a mai ales-o (EL-3). Apoi toți aruncă două zaruri la vedere: cu cât suma e mai aproape de țintă, cu atât mai bine; la egalitate se aruncă din nou (EL-4, EL-5). Locurile plătesc: 3 jucători +1, 0, −1; 4 jucători +2, +1, −1, −2; 5 jucători +2, +1, 0, −1, −2 (EL-6). Câștigătorul rundei alege primul în runda următoare (EL-7).',
  'eleven-card-winning': 'După runda a 11-a, cu toate numerele folosite, jucătorii se clasează după câștigul net (EL-8).',
  'eleven-card-rule-order': 'EL-2 Prima ordine a alegerii se stabilește printr-o aruncare la vedere a câte unui zar (`order_roll:false`: ordinea locurilor).',
  'eleven-card-rule-multiplier': 'EL-6 `multiplier` înmulțește fiecare plată, și taxa de intrare odată cu ele.',
  'eleven-card-rule-leaving': 'Cine pleacă în timpul jocului primește înapoi taxa de intrare plus câștigul net de până atunci; ceilalți joacă mai departe.',
} as const;
