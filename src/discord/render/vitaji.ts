import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder, type APIEmbedField } from 'discord.js';
import type { PublicGameEvent } from '../../games/contract.js';
import type { VitajiView } from '../../games/vitaji/view.js';
import { t } from '../../i18n/index.js';
import type { PublicTable } from '../../tables/service.js';
import { encodeCustomId } from '../custom-id.js';
import type { GameRenderer } from './game-renderers.js';
import { fieldsOf } from './table.js';
import { mention } from '../wording.js';
import { sheetCsv, sheetText, vitajiSheet } from './vitaji-sheet.js';

function fields(table: PublicTable): APIEmbedField[] {
  const view = table.view as VitajiView;
  const players = view.seats.map((seat, index) => {
    const team = seat.team ? ` (${seat.team})` : '';
    if (seat.dropped) return t('vitaji-player-dropped', { position: index + 1, player: mention(seat.player), team });
    return t('vitaji-player-line', {
      position: index + 1,
      player: mention(seat.player),
      team,
      score: seat.score,
      result:
        seat.result === null
          ? seat.put !== null && view.betting?.opened
            ? t('vitaji-player-put', { amount: seat.put })
            : ''
          : t('vitaji-player-result', { value: seat.result }),
      rerolls: seat.rerolls,
      turn: view.turn === seat.player ? t('vitaji-turn') : '',
    });
  });
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
          ? t('vitaji-phase-bonus', { player: view.pendingBonus.map(mention).join(', ') })
          : '';
  const result: APIEmbedField[] = [
    ...fieldsOf(t('vitaji-field-players'), players),
    { name: t('vitaji-field-round', { round: view.round, rounds: view.rounds, bet: view.roundBet }), value: phase || '\u200b' },
  ];
  if (view.pot > 0) result.push({ name: t('vitaji-field-pot'), value: String(view.pot), inline: true });
  return result;
}

function components(table: PublicTable) {
  const view = table.view as VitajiView;
  const id = (action: string, version = table.version, argument: string | null = null) => encodeCustomId({ tableId: table.id, version, action, argument });
  const button = (action: string, label: Parameters<typeof t>[0], style: ButtonStyle, version?: number, argument: string | null = null) =>
    new ButtonBuilder()
      .setCustomId(id(action, version, argument))
      .setLabel(t(label))
      .setStyle(style);
  const rows: ActionRowBuilder<ButtonBuilder | StringSelectMenuBuilder>[] = [];
  if (view.phase === 'betting' && view.betting) {
    if (view.betting.choices.length > 0) {
      rows.push(
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId(id('vitaji-bet'))
            .setPlaceholder(t('vitaji-bet-placeholder'))
            .addOptions(view.betting.choices.map((amount) => ({ label: String(amount), value: String(amount) }))),
        ),
      );
    }
    const row = new ActionRowBuilder<ButtonBuilder>();
    if (view.betting.canMeet) row.addComponents(button('vitaji-meet', 'vitaji-button-meet', ButtonStyle.Primary));
    row.addComponents(button('vitaji-drop', 'vitaji-button-drop', ButtonStyle.Danger));
    rows.push(row);
  } else if (view.phase === 'rolling') {
    rows.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        button('vitaji-reroll', 'vitaji-button-reroll', ButtonStyle.Primary),
        button('vitaji-pass', 'vitaji-button-pass', ButtonStyle.Secondary),
      ),
    );
  } else if (view.phase === 'bonus') {
    // Several players may owe a choice at once: the buttons work at any version, for whoever has one pending.
    rows.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        button('vitaji-bonus', 'vitaji-button-add', ButtonStyle.Primary, 0, 'add'),
        button('vitaji-bonus', 'vitaji-button-double', ButtonStyle.Primary, 0, 'double'),
        button('vitaji-bonus', 'vitaji-button-extra', ButtonStyle.Primary, 0, 'reroll'),
      ),
    );
  }
  return rows;
}

function announce(event: PublicGameEvent, table: PublicTable): string | null {
  const data = event.data as Record<string, unknown>;
  const player = mention(String(data.player ?? ''));
  switch (event.name) {
    case 'bet':
      return t('vitaji-announce-bet', { player, amount: Number(data.amount) });
    case 'raise':
      return t('vitaji-announce-raise', { player, amount: Number(data.amount) });
    case 'drop': {
      // In round 1 what stays in the pot includes the ante.
      const ante = Number(data.round) === 1 ? (table.view as VitajiView).ante : 0;
      return t('vitaji-announce-drop', { player, amount: Number(data.put) + ante });
    }
    case 'roll':
      return data.reroll ? t('vitaji-announce-reroll', { player, value: Number(data.value) }) : null;
    case 'round-end':
      return t('vitaji-announce-round-end', {
        round: Number(data.round),
        results: Object.entries(data.added as Record<string, number>)
          .map(([who, value]) => `${mention(who)} +${value}`)
          .join(', '),
      });
    case 'triple':
      return t('vitaji-announce-triple', { players: (data.players as string[]).map(mention).join(', ') });
    case 'bonus':
      return t('vitaji-announce-bonus', { player, choice: t(`vitaji-choice-${data.choice as 'add' | 'double' | 'reroll'}`) });
    case 'sudden-death':
      return t('vitaji-announce-sudden-death', {
        rolls: Object.entries(data.rolls as Record<string, number>)
          .map(([who, value]) => `${mention(who)} ${value}`)
          .join(', '),
      });
    case 'sweep':
      return t('vitaji-announce-sweep', { players: (data.players as string[]).map(mention).join(', ') });
    default:
      return null;
  }
}

/** The round's first rolls, all in one line: they come together at the start of the rolling phase. */
function announceRolls(events: readonly PublicGameEvent[]) {
  const first = events.filter((event) => event.name === 'roll' && !event.data.reroll);
  if (first.length === 0) return null;
  const round = Number(first[0]!.data.round);
  return {
    line: t('vitaji-announce-rolls', { round, rolls: first.map((event) => `${mention(String(event.data.player))} ${Number(event.data.value)}`).join(', ') }),
    at: first[0]!,
  };
}

export const vitajiRenderer: GameRenderer = {
  fields,
  components,
  announce,
  announceAll: announceRolls,
  scoresheet(table, log, names) {
    if (table.view === null) return { text: t('table-no-scoresheet') };
    // A code block shows mentions raw: the monospace sheet and the CSV name players as they are called.
    const sheet = vitajiSheet(table.view as VitajiView, log, names.plain);
    return {
      text: `${t('vitaji-sheet-title', { table: table.id })}\n\`\`\`\n${sheetText(sheet)}\n\`\`\``,
      files: [{ name: `vitaji-${table.id}.csv`, content: sheetCsv(sheet) }],
    };
  },
};
