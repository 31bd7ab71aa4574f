/** Fișa regulilor de Liar's Dice pentru `/help game:` (issue 30), în română. */
export const liarsCardMessagesRo = {
  'liars-card-pitch':
    'Fiecare aruncă zarurile în secret și licitează câte zaruri cu aceeași față sunt printre toate zarurile din joc; oricine poate contesta o licitație.',
  'liars-card-players': '2 sau mai mulți. Fiecare începe cu 5 zaruri, 4 la 7–9 jucători, mai puține la mesele mari, sau câte spune `dice` (LD-1, LD-2).',
  'liars-card-stakes': 'Puncte de masă [implicit] sau tria din portofel (`stakes:tria`): fiecare pune taxa de intrare (buy-in) [10] în pot când începe jocul.',
  'liars-card-round':
    'Fiecare își primește zarurile ascuns, prin DM sau la butonul Zarurile mele (LD-4). Runda începe de la o licitație de un 1; în ordinea locurilor, fiecare licitează mai mult: mai multe zaruri sau tot atâtea cu o față mai mare (LD-5, LD-6). După o licitație, următorul așteaptă timpul de contestare [3 s] (LD-9), iar oricine în afară de cel care a licitat poate contesta licitația curentă (LD-8): atunci toate zarurile se arată și se numără.',
  'liars-card-winning': 'Cine rămâne fără zaruri iese din joc. Ultimul jucător cu zaruri câștigă potul (LD-16).',
  'liars-card-rule-correct': 'LD-10 Mai multe zaruri decât licitația: licitația era bună, cel care a contestat pierde un zar.',
  'liars-card-rule-spot-on':
    'LD-11 Fix cât licitația: toți, mai puțin cel care a licitat, pierd câte un zar (cu `spot_on:caller-two`, cel care a contestat pierde două).',
  'liars-card-rule-lie': 'LD-12 Mai puține: licitația era minciună, cel care a licitat pierde un zar.',
  'liars-card-rule-wild-ones': 'LD-17 Cu `wild_ones`, 1 ține loc de orice față, mai puțin la licitațiile pe 1.',
  'liars-card-rule-leaving': 'LD-18 Cine pleacă în timpul unei runde pierde jocul; runda se împarte din nou.',
} as const;
