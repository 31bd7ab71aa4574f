/** Propoziții comune tuturor comenzilor: erori, validare, aruncări ascunse. */
export const commonMessagesRo = {
  'error-unexpected':
    'Ceva n-a mers bine la mine. Toate mesele sunt în siguranță, așa cum au fost salvate ultima dată; uită-te la mesajul mesei, apoi încearcă din nou.',
  'error-database-busy': 'Registrele botului sunt ocupate (alt program îi are baza de date deschisă); încearcă din nou peste câteva clipe.',
  'error-database-unreachable': 'Botul nu-și poate ajunge registrele acum, așa că nu s-a făcut nimic; încearcă din nou peste câteva clipe.',
  'error-invalid-option': 'Opțiunea {option} nu e validă: {problem}.',
  'zod-too-small-number': 'trebuie să fie cel puțin {minimum}',
  'zod-too-big-number': 'trebuie să fie cel mult {maximum}',
  'zod-too-small-string': 'are prea puține caractere (minimum {minimum})',
  'zod-too-big-string': 'are prea multe caractere (maximum {maximum})',
  'zod-too-small-array': 'dă cel puțin {minimum}',
  'zod-too-big-array': 'dă cel mult {maximum}',
  'zod-integer': 'trebuie să fie un număr întreg',
  'zod-type': 'trebuie să fie de tipul {expected}',
  'zod-value': 'trebuie să fie una dintre valorile {values}',
  'zod-format': 'nu e scrisă în forma cerută',
  'zod-elimination-line':
    'scrie o propoziție care numește cine iese din joc și, dacă vrei, cine l-a prins, ca în `{player} e mâncat de {pred}.`, sau - pentru textul implicit',
  'zod-duration': 'scrie un timp ca 90s, 5m, 2h, 1d, 1h 30m sau în cuvinte, ca 1 oră și 30 de minute (cel puțin 30s, cel mult 7d), sau off',
  'zod-multiple': 'trebuie să fie multiplu de {divisor}',
  'zod-invalid': 'valoarea aceasta nu e permisă',
  'error-unknown-button': 'Butonul acela nu mai e folosit; folosește mesajul actual al mesei.',
  'error-guild-only': 'Croupier își ține jocurile pe canalul unui server, nu în DM.',
  'error-not-for-you': 'Asta e pentru alt jucător, așa că rămâne ascuns pentru tine.',
  'error-control-mismatch':
    'Butonul sau meniul acela a trimis ceva ce nu oferă niciodată; folosește butoanele și meniurile mesajului actual al mesei, așa cum sunt.',
  'error-menu-number': 'Numărul acela nu e printre cele din meniu; alege unul de la {minimum} la {maximum}.',

  'hidden-committed': '🔒 {member} a aruncat {label} pe ascuns — angajament `{code}`.',
  'hidden-dealt': '🔒 {count} mâini împărțite pe ascuns, fiecare cu angajamentul ei: {hands}.',
  'hidden-dealt-one': '{member} `{code}`',
  'hidden-dm': 'Zarurile tale ({label}) în {place}: **{dice}** — angajament `{code}`.',
  'hidden-dm-for-gm': '{member} a aruncat {label} pentru tine în {place}: **{dice}** — angajament `{code}`, salt `{salt}`.',
  'hidden-dm-closed': '{member}, nu ți-am putut trimite DM (ai DM-urile închise); apasă „Arată-mi zarurile” ca să-ți vezi zarurile aici.',
  'hidden-dm-failed': '{member}, de data aceasta nu ți-am putut trimite zarurile în DM; apasă „Arată-mi zarurile” ca să le vezi aici.',
  'hidden-by-button':
    'Masa aceasta are peste {limit} jucători, așa că zarurile ascunse nu se trimit în DM: apasă „Arată-mi zarurile” aici (sau scrie /table dice) oricând vrei să le vezi pe ale tale.',
  'hidden-by-button-always':
    'Pe acest server zarurile ascunse nu se trimit în DM: apasă „Arată-mi zarurile” aici (sau scrie /table dice) oricând vrei să le vezi pe ale tale.',
  'hidden-show': 'Zarurile tale ({label}): **{dice}** — angajament `{code}`, salt `{salt}`.',
  'hidden-revealed': '🔓 Zarurile lui {member} ({label}): **{dice}** — angajament `{code}`; /verify cu el arată salt-ul.',
  'hidden-revealed-one': '{member} **{dice}**',
  // A big table's hands, too many for a line each: every owner sees their own dice and commitment code privately.
  'hidden-committed-many':
    '🔒 Mâini aruncate pe ascuns: {count}. Toate angajamentele sunt în fișierul atașat, iar fiecare jucător își vede zarurile și codul doar el.',
  'hidden-file-committed': '{member}: {label}, angajament {code}',
  'hidden-file-revealed': '{member}: {label} a ieșit {dice}, angajament {code}, salt {salt}',
  'hidden-revealed-many': '🔓 Cele {count} mâini: {hands}. /verify cu angajamentul unei mâini o verifică și îi arată salt-ul.',

  'verify-match':
    '✅ Angajamentul `{code}` se potrivește: zarurile lui {member} ({label}) au fost **{dice}** (salt `{salt}`). SHA-256 pentru `{preimage}` este `{hash}`.',
  'verify-mismatch': '❌ Angajamentul `{code}` NU se potrivește cu zarurile dezvăluite. Te rog, anunță un moderator.',
  'verify-roll-not-revealed': 'Angajamentul `{code}` este o aruncare ascunsă a lui {member}; poate fi verificat după ce o dezvăluie, rulând /verify cu el.',
  'verify-not-revealed': 'Angajamentul `{code}` nu a fost încă dezvăluit; poate fi verificat după ce jocul arată acele zaruri.',
  'game-options-form':
    'Scrie opțiunile jocului ca nume=valoare sau nume:valoare, separate prin spații, de exemplu rounds=1 ante=10; „{part}” nu e scris în niciun fel dintre ele.',
  'game-options-unknown': '{game} nu are opțiunea „{option}”; opțiunile lui sunt {options}.',
  'verify-discarded':
    'Angajamentul `{code}` e al unor zaruri puse deoparte nevăzute de reguli (un pahar de Tokyo peste care s-a dat cu zarul sau care n-a fost ridicat niciodată, ori o mână anulată): nimeni nu le va vedea vreodată, deci nu pot fi verificate. Fiecare pahar ridicat e arătat și se verifică prin codul lui.',
  'verify-game-over':
    'Angajamentul `{code}` e al unor zaruri pe care jocul lor s-a încheiat fără să le arate, deci nu pot fi verificate. Zarurile arătate de un joc se verifică prin codurile lor, din anunțurile lui.',
  'verify-unknown': 'Pe acest server nu s-a făcut niciun angajament `{code}`; un cod e format din cele 12 caractere afișate după „angajament”.',
  'verify-bad-code': 'Un cod de angajament are 12 caractere din 0–9 și a–f, cum e cel afișat după „angajament”.',
} as const;
