/** Fișa regulilor de Vitaji pentru `/help game:` (issue 30), în română. */
export const vitajiCardMessagesRo = {
  'vitaji-card-pitch':
    'Un joc de zaruri la vedere, cu un număr fix de runde: pariezi, arunci un zar, folosești rearuncări ca să-l îmbunătățești. Cel mai mare total câștigă.',
  'vitaji-card-players': '2 sau mai mulți, recomandat 2–12 (VJ-2); pe echipe de cel puțin doi cu `teams:true` (Vitaji pe echipe, VJ-9).',
  'vitaji-card-stakes':
    'Puncte de masă [implicit, un stack de 1000] sau tria din portofel (`stakes:tria`). Fiecare pune ante-ul [10] în pot la început, iar pariul fiecărei runde intră și el în pot (VJ-2, VJ-3).',
  'vitaji-card-round':
    'Din runda a 2-a, pariuri: primul jucător pariază orice multiplu al intervalului, chiar și 0; fiecare dintre următorii egalează, plusează (o dată pe rundă) sau renunță (VJ-3). Apoi fiecare aruncă zarul [d6] la vedere și, pe rând, poate folosi o rearuncare (noul rezultat rămâne, chiar dacă e mai mic) sau dă pas, până când dau toți pas. Rezultatul se adună la scorul tău (VJ-6).',
  'vitaji-card-winning':
    'După ultima rundă [5], cel mai mare scor câștigă potul; egalitatea se decide prin moarte subită: câte o aruncare, până la departajare (VJ-7).',
  'vitaji-card-rule-drop': 'VJ-4 Cine renunță pierde jocul și tot ce a pus; ultimul jucător rămas câștigă pe loc.',
  'vitaji-card-rule-rerolls':
    'VJ-1 Rearuncările sunt pentru tot jocul [2 la 5 runde]; seturi gata făcute: lejer d6 × 5, standard d20 × 10, super d100 × 50, campionat d1000 × 500.',
  'vitaji-card-rule-maximum': 'VJ-5 Cu `maximum`, un pariu e cel mult maximum × rundele deja jucate.',
  'vitaji-card-rule-bonuses': 'VJ-8 Cu `bonuses`, trei rezultate egale la rând aduc un bonus, iar același rezultat în fiecare rundă câștigă direct.',
} as const;
