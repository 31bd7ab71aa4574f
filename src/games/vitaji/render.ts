import { type APIEmbedField, type ButtonBuilder, ButtonStyle } from 'discord.js';
import type { GameRenderer, MessageRow, PlayingTable } from '../../discord/game-module.js';
import { ANNOUNCED_LIST, listWithin } from '../../discord/render/budget.js';
import { button, buttonRow, controlsOf, menuRow, potField } from '../../discord/render/parts.js';
import { mention } from '../../discord/wording.js';
import type { PlayEvent } from '../contract.js';
import type { VitajiEvent } from './events.js';
import type { VitajiAction } from './options.js';
import { sheetCsv, sheetText, vitajiSheet } from './sheet.js';
import type { VitajiView } from './view.js';
import { vitajiWords } from './words.js';

const { t } = vitajiWords;
type Table = PlayingTable<VitajiView>;
type Event = PlayEvent<VitajiEvent>;

/** The controls of the table message, one per kind of action (plays.ts answers them). */
export const vitajiControl = controlsOf<VitajiAction['kind']>('vitaji');

/** Each player's line: team, score, this round's result or bet, rerolls left, whose turn. */
function roster({ view }: Table, name: (userId: string) => string): string[] {
  return view.seats.map((seat, index) => {
    const position = index + 1;
    const team = seat.team ? ` (${seat.team})` : '';
    if (seat.dropped) return t('vitaji-player-dropped', { position, player: name(seat.player), team });
    const put = seat.put !== null && view.betting?.opened ? t('vitaji-player-put', { amount: seat.put }) : '';
    return t('vitaji-player-line', {
      position,
      player: name(seat.player),
      team,
      score: seat.score,
      result: seat.result === null ? put : t('vitaji-player-result', { value: seat.result }),
      rerolls: seat.rerolls,
      turn: view.turn === seat.player ? t('vitaji-turn') : '',
    });
  });
}

function fields({ view }: Table): APIEmbedField[] {
  const who = view.turn ? mention(view.turn) : '—';
  const phase =
    view.phase === 'betting' && view.betting
      ? t('vitaji-phase-betting', {
          bet: view.betting.bet,
          cap: view.betting.cap === null ? '' : t('vitaji-phase-cap', { cap: view.betting.cap }),
          player: who,
        })
      : view.phase === 'rolling'
        ? t('vitaji-phase-rolling', { player: who })
        : view.phase === 'bonus'
          ? t('vitaji-phase-bonus', { player: listWithin(view.pendingBonus.map(mention), ANNOUNCED_LIST) })
          : '';
  return [{ name: t('vitaji-field-round', { round: view.round, rounds: view.rounds, bet: view.roundBet }), value: phase || '\u200b' }, ...potField(view.pot)];
}

/** What the player whose move it is may do (`view.choices`), as a bet menu and buttons. */
function components(table: Table): MessageRow[] {
  const { view } = table;
  const offered = (kind: VitajiView['choices'][number]) => view.choices.includes(kind);
  const rows: MessageRow[] = [];
  if (offered('bet') && view.betting) {
    const amounts = view.betting.amounts.map((amount) => ({ label: String(amount), value: String(amount) }));
    rows.push(menuRow(table, vitajiControl('bet'), t('vitaji-bet-placeholder'), amounts));
  }
  const buttons: ButtonBuilder[] = [];
  if (offered('meet')) buttons.push(button(table, vitajiControl('meet'), t('vitaji-button-meet'), ButtonStyle.Primary));
  if (offered('drop')) buttons.push(button(table, vitajiControl('drop'), t('vitaji-button-drop'), ButtonStyle.Danger));
  if (offered('reroll')) buttons.push(button(table, vitajiControl('reroll'), t('vitaji-button-reroll'), ButtonStyle.Primary));
  if (offered('pass')) buttons.push(button(table, vitajiControl('pass'), t('vitaji-button-pass'), ButtonStyle.Secondary));
  if (offered('bonus')) {
    // Several players may owe a choice at once: the buttons work at any version, for whoever has one pending.
    const bonus = (choice: string, label: string) => button(table, vitajiControl('bonus'), label, ButtonStyle.Primary, { version: 'any', argument: choice });
    buttons.push(bonus('add', t('vitaji-button-add')), bonus('double', t('vitaji-button-double')), bonus('reroll', t('vitaji-button-extra')));
  }
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

function announce(event: Event, { view }: Table): string | null {
  switch (event.name) {
    case 'bet':
      return t('vitaji-announce-bet', { player: mention(event.data.player), amount: event.data.amount });
    case 'raise':
      return t('vitaji-announce-raise', { player: mention(event.data.player), amount: event.data.amount });
    case 'drop':
      // In round 1 what stays in the pot includes the ante.
      return t('vitaji-announce-drop', { player: mention(event.data.player), amount: event.data.put + (event.data.round === 1 ? view.ante : 0) });
    case 'roll':
      // A round's first rolls are said together (announceAll).
      return event.data.reroll ? t('vitaji-announce-reroll', { player: mention(event.data.player), value: event.data.value }) : null;
    case 'round-end':
      return t('vitaji-announce-round-end', { round: event.data.round, results: each(event.data.added, (value) => `+${value}`) });
    case 'triple':
      return t('vitaji-announce-triple', { players: players(event.data.players) });
    case 'bonus':
      return t('vitaji-announce-bonus', { player: mention(event.data.player), choice: t(`vitaji-choice-${event.data.choice}`) });
    case 'sudden-death':
      return t('vitaji-announce-sudden-death', { rolls: each(event.data.rolls, String) });
    case 'sweep':
      return t('vitaji-announce-sweep', { players: players(event.data.players) });
    case 'meet':
    case 'round':
    case 'round-bet':
    case 'winner':
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

/** `announce: rounds`: a round's end, a player dropping out, a sweep, sudden death. */
const roundsOnly = (event: Event) => ['round-end', 'drop', 'sweep', 'sudden-death'].includes(event.name);

export const vitajiRenderer: GameRenderer<VitajiView, VitajiEvent> = {
  roster,
  fields,
  components,
  announce,
  announceAll: announceRolls,
  roundsOnly,
  scoresheet(table, log, names) {
    // A code block shows mentions raw: the monospace sheet and the CSV name players as they are called.
    const sheet = vitajiSheet(table.view, log, names.plain);
    return {
      text: `${t('vitaji-sheet-title', { table: table.id })}\n\`\`\`\n${sheetText(sheet)}\n\`\`\``,
      files: [{ name: `vitaji-${table.id}.csv`, content: sheetCsv(sheet) }],
    };
  },
};
