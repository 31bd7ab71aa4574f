// Vitaji's table message on Discord: roster with scores, rerolls and purses, the betting line, triples, team scores, menus and announcing lines.
import { type APIEmbedField, type ButtonBuilder, ButtonStyle } from 'discord.js';
import { ANNOUNCED_LIST, andMore, listWithin } from '../../../discord/kit/budget.js';
import type { GameRenderer, MessageRow, NameOf, PlayingTable } from '../../../discord/kit/game-module.js';
import { button, buttonRow, controlsOf, menuRow, oddsButtons, potField, taggedName } from '../../../discord/kit/parts.js';
import { moneyLines, sheetMoney } from '../../../discord/kit/sheet-money.js';
import { embedName, mention } from '../../../discord/kit/wording.js';
import type { PlayEvent } from '../../../engine/contract.js';
import { betAmounts } from '../../shared/betting.js';
import type { VitajiEvent } from '../rules/events.js';
import type { VitajiAction } from '../rules/options.js';
import type { VitajiView } from '../rules/view.js';
import { vitajiWords } from '../words/index.js';
import { vitajiPlayed } from './played.js';
import { sheetCsv, sheetText, vitajiSheet } from './sheet.js';

const { t } = vitajiWords;
type Table = PlayingTable<VitajiView>;
type Event = PlayEvent<VitajiEvent>;

/** The controls of the table message, one per kind of action (plays.ts answers them). */
export const vitajiControl = controlsOf<VitajiAction['kind']>('vitaji');

/** What the player to act has left to play with (their stack or wallet, table.purses); null when the table does not say. */
const purseOf = (table: Table, player: string): number | null => table.purses?.[player] ?? null;

/** Each player's line: team, score, this round's result or bet, rerolls left, what they have left to play with, whose turn. */
function roster(table: Table, name: (userId: string) => string): string[] {
  const { view } = table;
  return view.seats.map((seat, index) => {
    const position = index + 1;
    const team = seat.team ? ` (${embedName(seat.team)})` : '';
    if (seat.dropped) {
      return seat.paid === null
        ? t('vitaji-player-dropped', { position, player: name(seat.player), team })
        : t('vitaji-player-dropped-paid', { position, player: name(seat.player), team, amount: seat.paid });
    }
    const put = seat.put !== null && view.betting?.opened ? t('vitaji-player-put', { amount: seat.put }) : '';
    const purse = purseOf(table, seat.player);
    return t('vitaji-player-line', {
      position,
      player: taggedName(table, seat.player, name),
      team,
      score: seat.score,
      result: seat.result === null ? put : t('vitaji-player-result', { value: seat.result }),
      rerolls: seat.rerolls,
      purse: purse === null ? '' : t('vitaji-player-purse', { amount: purse }),
      turn: view.turn === seat.player ? t('vitaji-turn') : '',
    });
  });
}

/** The round's `$` as it stands: while betting, the bet that stands now (round 1: on top of the ante, VJ-10). */
function standingBet(view: VitajiView): number {
  if (view.phase !== 'betting' || !view.betting) return view.roundBet;
  return (view.round === 1 ? view.ante : 0) + view.betting.bet;
}

/** The betting turn in money: what the player to act must add to meet the bet, and the most they can bet (null: not known). */
function bettingTurn(table: Table): { owed: number; purse: number | null; most: number | null } | null {
  const { view } = table;
  const seat = view.seats.find((candidate) => candidate.player === view.turn);
  if (view.phase !== 'betting' || !view.betting || !seat) return null;
  const put = seat.put ?? 0;
  const purse = purseOf(table, seat.player);
  // Money goes in as it is bet: the purse is after this round's put, so a bet of X costs X − put.
  return { owed: Math.max(0, view.betting.bet - put), purse, most: purse === null ? null : purse + put };
}

/** VJ-3: who acts and what it costs them; VJ-4: when they cannot meet the bet, why only Drop is offered. */
function bettingLine(table: Table, name: NameOf): string {
  const { view } = table;
  const betting = view.betting!;
  const player = view.turn ? name(view.turn) : '—';
  const cap = betting.cap === null ? '' : t('vitaji-phase-cap', { cap: betting.cap });
  if (!betting.opened) return t('vitaji-phase-opening', { player, cap });
  const turn = bettingTurn(table);
  const owed = turn?.owed ?? 0;
  if (turn?.purse != null && owed > turn.purse) return t('vitaji-phase-cannot-meet', { bet: betting.bet, player, owed, purse: turn.purse });
  return t(owed === 0 ? 'vitaji-phase-betting-even' : 'vitaji-phase-betting', { bet: betting.bet, cap, player, owed });
}

/** VJ-8: who owes a choice, and what each choice is worth to them; named in the embed, mentioned when announced. */
function tripleLine(triples: readonly { player: string; value: number }[], name: NameOf): string {
  const [only] = triples;
  if (triples.length === 1 && only) return t('vitaji-triple-one', { player: name(only.player), value: only.value });
  return t('vitaji-triple-several', {
    players: listWithin(
      triples.map(({ player, value }) => `${name(player)} (${value})`),
      ANNOUNCED_LIST,
    ),
  });
}

/** VJ-9: each team's score, the sum of its members still in, in seat order of the first member. */
function teamScores(view: VitajiView): { team: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const seat of view.seats) {
    if (seat.team === null) continue;
    scores.set(seat.team, (scores.get(seat.team) ?? 0) + (seat.dropped ? 0 : seat.score));
  }
  return [...scores].map(([team, score]) => ({ team: embedName(team), score }));
}

/** The team of the winners (VJ-9), when the game was played in teams; named as a member is (a team's name is what a player typed). */
function winningTeam(view: VitajiView): string | null {
  const team = view.seats.find((seat) => seat.player === view.winners[0])?.team ?? null;
  return team === null ? null : embedName(team);
}

// The teams field stays short: the roster takes what the fields leave of the embed.
const TEAMS_FIELD = 300;

function fields(table: Table, name: NameOf): APIEmbedField[] {
  const { view } = table;
  const who = view.turn ? name(view.turn) : '—';
  const team = view.phase === 'over' ? winningTeam(view) : null;
  const phase =
    view.phase === 'betting' && view.betting
      ? bettingLine(table, name)
      : view.phase === 'rolling'
        ? t('vitaji-phase-rolling', { player: who })
        : view.phase === 'bonus'
          ? tripleLine(view.triples, name)
          : team
            ? t('vitaji-phase-team-won', { team })
            : '';
  const round = t('vitaji-field-round', { round: view.round, rounds: view.rounds, sides: view.sides, bet: standingBet(view) });
  const teams = teamScores(view);
  const teamsField: APIEmbedField[] =
    teams.length > 0
      ? [
          {
            name: t('vitaji-field-teams'),
            value: listWithin(
              teams.map(({ team, score }) => t('vitaji-team-score', { team, score })),
              TEAMS_FIELD,
              andMore,
              '\n',
            ),
          },
        ]
      : [];
  return [{ name: round, value: phase || '\u200b' }, ...potField(view.pot), ...teamsField];
}

/**
 * What the player whose move it is may do (`view.choices`), as a bet menu
 * and buttons: only bets they can pay, and Meet only when they can (else
 * Drop alone, bettingLine says why).
 */
function components(table: Table): MessageRow[] {
  const { view } = table;
  const offered = (kind: VitajiView['choices'][number]) => view.choices.includes(kind);
  const rows: MessageRow[] = [];
  const turn = bettingTurn(table);
  if (offered('bet') && view.betting?.range) {
    // Issue 30: the highest choice that is all the player has says so.
    const most = turn?.most ?? null;
    const amounts = betAmounts(view.betting.range, most).map((amount) => ({
      label: amount === most ? t('vitaji-bet-all-in', { amount }) : String(amount),
      value: String(amount),
    }));
    if (amounts.length > 0) rows.push(menuRow(table, vitajiControl('bet'), t('vitaji-bet-placeholder'), amounts));
  }
  const buttons: ButtonBuilder[] = [];
  const canMeet = turn === null || turn.purse === null || turn.owed <= turn.purse;
  // Issue 30: the button says what meeting costs, and a bet already met is checked.
  const meet = turn !== null && turn.owed > 0 ? t('vitaji-button-meet', { owed: turn.owed }) : t('vitaji-button-check');
  if (offered('meet') && canMeet) buttons.push(button(table, vitajiControl('meet'), meet, ButtonStyle.Primary));
  if (offered('drop')) buttons.push(button(table, vitajiControl('drop'), t('vitaji-button-drop'), ButtonStyle.Danger));
  if (offered('reroll')) buttons.push(button(table, vitajiControl('reroll'), t('vitaji-button-reroll'), ButtonStyle.Primary));
  if (offered('pass')) buttons.push(button(table, vitajiControl('pass'), t('vitaji-button-pass'), ButtonStyle.Secondary));
  if (offered('stand')) buttons.push(button(table, vitajiControl('stand'), t('vitaji-button-stand'), ButtonStyle.Secondary));
  if (offered('bonus')) {
    // Several players may owe a choice at once: the buttons work at any version, for whoever has one pending.
    const bonus = (choice: string, label: string) => button(table, vitajiControl('bonus'), label, ButtonStyle.Primary, { version: 'any', argument: choice });
    // One triple: the Add button says what it adds; several, each adds their own number.
    const [only] = view.triples;
    const add = view.triples.length === 1 && only ? t('vitaji-button-add-value', { value: only.value }) : t('vitaji-button-add');
    buttons.push(bonus('add', add), bonus('double', t('vitaji-button-double')), bonus('reroll', t('vitaji-button-extra')));
  }
  // Issue 33: the odds of a reroll, where one is the choice (beside the bonus choices too, while a row has room).
  if (offered('reroll') && buttons.length < 5) buttons.push(...oddsButtons(table));
  if (buttons.length > 0) rows.push(buttonRow(...buttons));
  return rows;
}

// Lists of players in a sentence stay within a share of a message, however big the table: "… and N more".
const players = (ids: readonly string[]) => listWithin(ids.map(mention), ANNOUNCED_LIST);
const each = (values: Record<string, number>, format: (value: number) => string) =>
  listWithin(
    Object.entries(values).map(([who, value]) => `${mention(who)} ${format(value)}`),
    ANNOUNCED_LIST,
  );

/** VJ-8: a triple's bonus as it was taken, with what it is worth; completed in the last round, added without asking. */
function bonusLine({ player, choice, value, automatic }: Extract<VitajiEvent, { name: 'bonus' }>['data']): string {
  const who = mention(player);
  if (choice === 'add') return t(automatic ? 'vitaji-announce-bonus-automatic' : 'vitaji-announce-bonus-add', { player: who, value });
  return t(choice === 'double' ? 'vitaji-announce-bonus-double' : 'vitaji-announce-bonus-reroll', { player: who, value });
}

function announce(event: Event, { view }: Table): string | null {
  switch (event.name) {
    case 'bet':
      return t('vitaji-announce-bet', { player: mention(event.data.player), amount: event.data.amount });
    case 'raise':
      return t('vitaji-announce-raise', { player: mention(event.data.player), amount: event.data.amount });
    case 'drop': {
      // VJ-4: everything they put in stays in the pot. A game saved before that was counted knows this round's only (the ante in round 1).
      const { paid, put, round } = event.data;
      return t('vitaji-announce-drop', { player: mention(event.data.player), amount: paid ?? put + (round === 1 ? view.ante : 0) });
    }
    case 'roll':
      // A round's first rolls are said together (announceAll); issue 30: its rerolls with its end.
      return null;
    case 'round-end': {
      const { round, added, rolls = {} } = event.data;
      const results = listWithin(
        Object.entries(added).map(([who, value]) => {
          const rolled = rolls[who];
          return rolled ? t('vitaji-round-end-rerolled', { player: mention(who), added: value, rolls: rolled.join(' → ') }) : `${mention(who)} +${value}`;
        }),
        ANNOUNCED_LIST,
      );
      return t('vitaji-announce-round-end', { round, results });
    }
    case 'triple': {
      // A game saved before the triple said its numbers names only the players.
      const { players: who, values = {} } = event.data;
      return who.every((player) => values[player] !== undefined)
        ? tripleLine(
            who.map((player) => ({ player, value: values[player]! })),
            mention,
          )
        : t('vitaji-announce-triple', { players: players(who) });
    }
    case 'bonus':
      return bonusLine(event.data);
    case 'sudden-death':
      return t('vitaji-announce-sudden-death', { rolls: each(event.data.rolls, String) });
    case 'sweep':
      return t('vitaji-announce-sweep', { players: players(event.data.players) });
    case 'winner': {
      // The final scores, best first, in words: the scoresheet's picture shows them too, and a screen reader reads these.
      const standing = [...view.seats].sort((a, b) => b.score - a.score);
      const scores = t('vitaji-announce-final-scores', { scores: each(Object.fromEntries(standing.map((seat) => [seat.player, seat.score])), String) });
      // VJ-9: the winning team by name (the core names the winners themselves).
      const team = winningTeam({ ...view, winners: event.data.winners });
      return team ? `${t('vitaji-announce-team-wins', { team, players: players(event.data.winners) })}\n${scores}` : scores;
    }
    case 'meet':
    case 'round':
    case 'round-bet':
      // The table message shows these.
      return null;
  }
}

/** The round's first rolls, all in one line: they come together at the start of the rolling phase. */
function announceRolls(events: readonly Event[]): { line: string; at: Event } | null {
  const first = events.flatMap((event) => (event.name === 'roll' && !event.data.reroll ? [event] : []));
  const opening = first[0];
  if (!opening) return null;
  const rolls = listWithin(
    first.map((event) => `${mention(event.data.player)} ${event.data.value}`),
    ANNOUNCED_LIST,
  );
  return { line: t('vitaji-announce-rolls', { round: opening.data.round, rolls }), at: opening };
}

/** `announce: rounds`: a round's end, a player dropping out, triples and their bonuses (they move scores), a sweep, sudden death, a team's win. */
const roundsOnly = (event: Event) => ['round-end', 'drop', 'sweep', 'sudden-death', 'winner', 'bonus', 'triple'].includes(event.name);

export const vitajiRenderer: GameRenderer<VitajiView, VitajiEvent> = {
  played: vitajiPlayed,
  roster,
  fields,
  components,
  announce,
  announceAll: announceRolls,
  roundsOnly,
  scoresheet(table, log, names) {
    // A code block shows mentions raw: the monospace sheet and the CSV name players as they are called.
    const sheet = vitajiSheet(table.view, log, names.plain);
    // Issue 30: under the seed's sheet, the winner and what each player was paid out (VJ-10's pot line says what the pot held).
    const money = sheetMoney(log);
    const winners = table.view.winners.length > 0 ? [t('vitaji-sheet-winners', { players: table.view.winners.map(names.inText).join(', ') })] : [];
    const under = [...winners, ...moneyLines(money, { name: names.inText, money: names.money }, { pot: false })];
    return {
      text: [`${t('vitaji-sheet-title', { table: table.id })}\n\`\`\`\n${sheetText(sheet)}\n\`\`\``, ...under].join('\n'),
      files: [{ name: `vitaji-${table.id}.csv`, content: sheetCsv(sheet, money) }],
    };
  },
};
