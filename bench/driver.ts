/**
 * The load driver: members at tables, acting through the stand-in as a
 * Discord client would — a button press or a select on the table message,
 * or a typed slash command, half and half. It plays Croupier's tables from
 * what the channel shows (the table message's "Waiting for @member" and its
 * controls), so it needs nothing of the bot's process. The floor has no
 * tables: its members send the same mix of interactions to a fixed message.
 */
import { performance } from 'node:perf_hooks';
import type { StandInInteraction, StoredMessage } from '../standin/model.js';
import type { DiscordStandIn } from '../standin/standin.js';
import { componentInteraction, NotSendable, type SlashInput, typeCommand } from '../standin/users.js';

export type ActionKind = 'button' | 'command';

export interface ActionRecord {
  kind: ActionKind;
  interactionId: string;
  channelId: string;
  /** performance.now() just before INTERACTION_CREATE is sent. */
  sentAt: number;
  /** performance.now() when the bot's first callback for it arrived at the stand-in (set by the tally). */
  answeredAt: number | null;
}

/** Actions sent, and what the tally needs to attribute requests to them. */
export class ActionLog {
  readonly actions: ActionRecord[] = [];
  readonly byId = new Map<string, ActionRecord>();
  readonly latestIn = new Map<string, ActionRecord>();
  /** Member id → the channel of their table, so a DM is charged to that table's latest action. */
  readonly channelOf = new Map<string, string>();
  notSent = 0;

  add(record: ActionRecord): void {
    this.actions.push(record);
    this.byId.set(record.interactionId, record);
    this.latestIn.set(record.channelId, record);
  }
}

/** A seeded generator (mulberry32), so a run's mix of buttons and commands is the same for both bots. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface DriverContext {
  standin: DiscordStandIn;
  log: ActionLog;
  random: () => number;
  /** The share of actions made with a press or a select rather than a typed command [0.5]; the capacity steps press only (1). */
  buttonShare?: number;
}

/** Sends one interaction and waits for the bot's first answer; null if Discord's client would not have sent it. */
async function act(context: DriverContext, kind: ActionKind, channelId: string, send: () => StandInInteraction): Promise<StandInInteraction | null> {
  const sentAt = performance.now();
  let interaction: StandInInteraction;
  try {
    interaction = send();
  } catch (error) {
    if (!(error instanceof NotSendable)) throw error;
    context.log.notSent += 1;
    return null;
  }
  context.log.add({ kind, interactionId: interaction.id, channelId, sentAt, answeredAt: null });
  return context.standin.waitForAnswer(interaction.id, 10_000);
}

// ---- Croupier's tables ---------------------------------------------------

const GAMES = ['liars', 'tokyo', 'vitaji'] as const;
type GameName = (typeof GAMES)[number];

/** Open options: Liar's Dice without its call window (LD-9), so players may act as fast as the table lets them. */
const OPEN_OPTIONS: Record<GameName, SlashInput['options']> = { liars: { call_window: 0, dice: 3 }, tokyo: {}, vitaji: {} };

/** How often a player picks each control when it is offered (never Vitaji's drop, which would end most games at once). */
const WEIGHTS: Record<string, number> = {
  'liars-bid': 3,
  'liars-call': 1,
  'tokyo-announce': 1,
  'tokyo-raise': 0.3,
  'tokyo-roll': 1,
  'tokyo-doubt': 0.8,
  'tokyo-accept': 1,
  'vitaji-bet': 1,
  'vitaji-meet': 1,
  'vitaji-pass': 1,
  'vitaji-reroll': 0.2,
};

type Child = { type: number; custom_id?: string; label?: string; options?: { value: string }[] };

interface Control {
  child: Child;
  name: string;
  /** A menu's pick: its first option, the lowest raise or bet. */
  value: string | null;
}

function controlsOf(message: StoredMessage): Control[] {
  return message.components
    .flatMap((row) => (row.components ?? []) as Child[])
    .flatMap((child) => {
      const name = child.custom_id?.split(':')[3];
      if (!name) return [];
      const value = child.type === 3 ? (child.options?.find((option) => option.value !== 'more')?.value ?? null) : null;
      return child.type === 3 && value === null ? [] : [{ child, name, value }];
    });
}

/** The typed command that does what a control does: `/liars bid quantity face`, `/tokyo roll`, `/vitaji bet amount`… */
function commandFor(control: Control): Pick<SlashInput, 'path' | 'options'> {
  const [game, verb] = control.name.split('-') as [string, string];
  if (control.value === null) return { path: [game, verb], options: {} };
  if (control.name === 'liars-bid') {
    const [quantity, face] = control.value.split('.');
    return { path: [game, verb], options: { quantity: quantity!, face: face! } };
  }
  return { path: [game, verb], options: { [game === 'vitaji' ? 'amount' : 'value']: control.value } };
}

/**
 * Follows each table message: the newest version of every channel message
 * carrying a table's controls, and how many times each channel's changed.
 */
export class TableWatch {
  readonly latest = new Map<string, StoredMessage>();
  private readonly changes = new Map<string, number>();
  private readonly waiters = new Map<string, (() => void)[]>();
  readonly detach: () => void;

  constructor(standin: DiscordStandIn) {
    this.detach = standin.onMessage((event) => {
      const { message } = event;
      // A table message is the channel message titled "<game> table #N"; announcements are plain text.
      if (event.kind === 'deleted' || message.audience.to !== 'channel' || !/ table #\d+$/.test(message.embeds[0]?.title ?? '')) return;
      this.latest.set(message.channelId, message);
      this.changes.set(message.channelId, this.changed(message.channelId) + 1);
      for (const wake of this.waiters.get(message.channelId) ?? []) wake();
      this.waiters.delete(message.channelId);
    });
  }

  changed(channelId: string): number {
    return this.changes.get(channelId) ?? 0;
  }

  /** Resolves once the channel's table message has changed since `seen`, or after `timeoutMs`. */
  async after(channelId: string, seen: number, timeoutMs: number): Promise<boolean> {
    if (this.changed(channelId) > seen) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const list = this.waiters.get(channelId) ?? [];
      list.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
      this.waiters.set(channelId, list);
    });
  }
}

/** One table's members in one channel, playing game after game until told to stop. */
export async function playTable(
  context: DriverContext,
  watch: TableWatch,
  channelId: string,
  members: string[],
  firstGame: number,
  until: number,
  pause: () => number,
): Promise<void> {
  const { standin, random } = context;
  let game = firstGame;
  let stuck = 0;
  const viaButton = () => random() < (context.buttonShare ?? 0.5);
  while (performance.now() < until) {
    const table = watch.latest.get(channelId);
    const description = table?.embeds[0]?.description ?? '';
    const seen = watch.changed(channelId);
    let step: { kind: ActionKind; send: () => StandInInteraction } | null = null;
    const command = (member: string, input: Pick<SlashInput, 'path' | 'options'>) => ({
      kind: 'command' as const,
      send: () => typeCommand(standin, member, { ...input, channelId }),
    });
    const press = (member: string, child: Child, values?: string[]) => ({
      kind: 'button' as const,
      send: () =>
        componentInteraction(standin, member, table!, {
          custom_id: child.custom_id,
          component_type: child.type,
          ...(values ? { values } : {}),
        }),
    });
    const button = (label: string) => controlsOf(table!).find((control) => control.child.label === label)?.child;
    // Members are named in the table's embed (a mention there would show raw, issue 27): its names are the bench's own.
    const waiting = members.find((member) => description.includes(`Waiting for ${member},`));
    if (!table || (!waiting && !description.startsWith('Waiting for players')) || stuck >= 3) {
      // No table yet, the last game is over, or this one stopped moving: the first member opens the next game.
      if (table && stuck >= 3 && (waiting || description.startsWith('Waiting for players')))
        step = command(members[0]!, { path: ['table', 'end'], options: {} });
      else {
        const name = GAMES[game % GAMES.length]!;
        game += 1;
        step = command(members[0]!, { path: [name, 'open'], options: OPEN_OPTIONS[name] });
      }
      stuck = 0;
    } else if (!waiting) {
      // The lobby: the next member not yet seated joins, then the host starts.
      const roster = table.embeds[0]?.fields?.find((field) => field.name === 'Players')?.value ?? '';
      const next = members.find((member) => !roster.includes(member));
      const joinButton = button('Join');
      const startButton = button('Start');
      if (next) step = viaButton() && joinButton ? press(next, joinButton) : command(next, { path: ['table', 'join'], options: {} });
      else step = viaButton() && startButton ? press(members[0]!, startButton) : command(members[0]!, { path: ['table', 'start'], options: {} });
    } else {
      const member = waiting;
      // LD-8: the round's opening "bid" (one 1, nobody's) cannot be called, though the Call button shows.
      const opening = JSON.stringify(table.embeds[0]?.fields ?? []).includes("nobody's");
      const offered = controlsOf(table).filter((control) => (WEIGHTS[control.name] ?? 0) > 0 && !(opening && control.name === 'liars-call'));
      const total = offered.reduce((sum, control) => sum + WEIGHTS[control.name]!, 0);
      const pick = random() * total;
      let reached = 0;
      const chosen =
        offered.find((control) => {
          reached += WEIGHTS[control.name]!;
          return pick < reached;
        }) ?? offered[0];
      if (chosen) {
        step = viaButton() ? press(member, chosen.child, chosen.value === null ? undefined : [chosen.value]) : command(member, commandFor(chosen));
      }
    }
    if (step) {
      const answered = await act(context, step.kind, channelId, step.send);
      // As fast as allowed: the next move once the table shows this one (or, refused, after a moment).
      const moved = answered ? await watch.after(channelId, seen, 1000) : false;
      stuck = moved ? 0 : stuck + 1;
    } else {
      stuck += 1;
      await watch.after(channelId, seen, 1000);
    }
    const wait = pause();
    if (wait > 0) await sleep(Math.min(wait, Math.max(0, until - performance.now())));
  }
}

// ---- the floor -------------------------------------------------------------

/** The floor's members: the same pacing and the same mix of presses and typed commands, answered with one fixed reply. */
export async function playFloor(context: DriverContext, target: StoredMessage, member: string, until: number, pause: () => number): Promise<void> {
  const { standin, random } = context;
  const channelId = target.channelId;
  while (performance.now() < until) {
    if (random() < (context.buttonShare ?? 0.5)) {
      await act(context, 'button', channelId, () => componentInteraction(standin, member, target, { custom_id: 'floor', component_type: 2 }));
    } else {
      await act(context, 'command', channelId, () => typeCommand(standin, member, { path: ['table', 'status'], options: {}, channelId }));
    }
    const wait = pause();
    if (wait > 0) await sleep(Math.min(wait, Math.max(0, until - performance.now())));
  }
}
