/** Pariuri laterale pe cine câștigă o masă, o grupă de turneu sau un turneu (VJ-11): de ce a fost refuzat un pariu. */
export const marketMessagesRo = {
  'market-not-open': 'Pariurile pe {market} sunt închise; pariurile laterale se primesc doar cât piața e deschisă, înainte să se decidă jocurile ei.',
  'market-bet-too-small': 'Un pariu lateral e o sumă întreagă de cel puțin 1, deci nu poți miza {amount}.',
  'market-bet-beyond-wallet': 'Ai {balance}, deci nu poți miza {amount}; un pariu lateral poate fi cel mult cât ai în portofel.',
  'error-table-bets-closed': 'Pariurile laterale pe o masă se primesc doar în lobby, înainte de start.',
  'error-table-bets-points': 'Pariurile laterale sunt în tria: masa aceasta se joacă pe puncte, deci nu primește pariuri.',
  'error-join-holds-bet':
    'Ai un pariu lateral pe un jucător de la această masă, deci nu poți lua loc la ea: un jucător ar putea pierde intenționat pentru cel pe care a pariat. Pariul tău rămâne; urmărește jocul acesta sau joacă la altă masă.',
  'error-table-bets-player': 'Joci la masa aceasta, deci nu poți paria pe ea; pariurile laterale sunt pentru spectatori.',
  'table-bet-placed': 'Ai pariat {amount} pe {player} să câștige masa aceasta. Acum fondul plătește {pays}× pe acest jucător.',
  'table-bets-field': 'Pariuri laterale',
  'table-bets-line': '{player}: pariuri de {backed}, plătește {pays}×',
  'table-bets-pool': 'Fondul: {pool}, împărțit celor care au pariat pe câștigător, proporțional cu mizele lor.',
  'table-announce-bets-paid': 'Pariurile laterale pe această masă: fondul merge la cei care au pariat pe câștigător — {paid}.',
  'table-announce-bets-void': 'Nimeni n-a pariat pe câștigător, deci pariurile laterale pe această masă se anulează: toate mizele sunt returnate.',
  'table-announce-bets-void-cancelled': 'Masa a fost anulată, deci pariurile ei laterale se anulează: toate mizele sunt returnate.',
  'table-announce-bets-void-groups':
    'Masa se joacă pe grupe, fiecare cu câștigătorul ei, deci pariurile laterale pe un singur câștigător se anulează: toate mizele sunt returnate.',
  'table-announce-bets-refunded': 'Pariurile laterale pe {player} sunt returnate: nu mai joacă la această masă.',
  'table-bets-paid-one': '{member} {amount}',
} as const;
