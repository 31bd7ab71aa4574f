/** Fișa regulilor de Valere pentru `/help game:` (issue 30), în română. */
export const valereCardMessagesRo = {
  'valere-card-pitch': 'Trei zaruri ascunse: două îți fac suma, unul e punctele pe care joci. Cea mai mare sumă își câștigă zarul de puncte.',
  'valere-card-players': '2 sau mai mulți, recomandat 2–8 (VA-1).',
  'valere-card-stakes':
    'Puncte de masă [implicit] sau tria din portofel (`stakes:tria`). `wagering` (VA-6): fără [la mesele pe puncte]; ante [la mesele pe tria], fiecare pune ante-ul în pot; runde, pariuri în fiecare rundă, ca la Vitaji; pariuri laterale, un pot al rundei pariat înainte de fiecare dezvăluire.',
  'valere-card-round':
    'Fiecare primește trei zaruri ascunse și păstrează în secret unul ca zar de puncte, din meniu sau cu `/valere point` (VA-2). Când au ales toți, toate mâinile se arată: cea mai mare sumă a celorlalte două zaruri câștigă runda și își adună zarul de puncte la scor (VA-3).',
  'valere-card-winning':
    'Primul care atinge ținta [18] câștigă jocul și potul; dacă o ating mai mulți deodată, câștigă scorul cel mai mare, iar cei încă la egalitate joacă mai departe (VA-5).',
  'valere-card-rule-tie':
    'VA-4 Egalitate la cea mai mare sumă: doi jucători își schimbă zarurile de puncte; mai mulți le dau cu un loc mai departe, în sensul acelor de ceasornic, fiecare luând zarul de puncte al celui dinaintea lui.',
  'valere-card-rule-drop': 'VA-6 Pariuri pe rundă: cine renunță pierde jocul și ce a pus.',
  'valere-card-rule-fold':
    'VA-6 Pariuri laterale: cine nu egalează pariul rundei se retrage din rundă (fără puncte, fără parte din potul ei) și joacă din runda următoare.',
} as const;
