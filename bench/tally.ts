/**
 * Charges every request the stand-in serves during a scenario to the action
 * that caused it: a token route to its interaction, a channel message or
 * edit to the latest action sent in that channel (each table has its own
 * channel and one action in flight), a DM to the latest action at the
 * recipient's table. Requests nobody caused (startup) are left out.
 */
import { performance } from 'node:perf_hooks';
import type { DiscordStandIn } from '../standin/standin.js';
import { densest, inOrder, type RouteKind, type ServedRequest } from '../standin/stats.js';
import type { ActionKind, ActionLog, ActionRecord } from './driver.js';

export const ROUTE_KINDS: RouteKind[] = ['callback', 'followup', 'webhookEdit', 'edit', 'message', 'dmChannel', 'dm'];

type Counts = Record<RouteKind | 'other' | 'global', number>;
const zero = (): Counts => ({ callback: 0, followup: 0, webhookEdit: 0, edit: 0, message: 0, dmChannel: 0, dm: 0, other: 0, global: 0 });

export interface PerAction {
  /** Requests of each kind per answered action. */
  rest: Record<RouteKind, number>;
  /** Every request per action, DMs (and opening DM channels) aside. */
  nonDm: number;
  /** Requests Discord counts against the 50/s global limit, per action. */
  global: number;
  actions: number;
}

export class Tally {
  private readonly counts: Record<ActionKind, Counts> = { button: zero(), command: zero() };
  private readonly posts = new Map<string, number[]>();
  private readonly edits = new Map<string, number[]>();
  private readonly detach: () => void;

  constructor(
    private readonly standin: DiscordStandIn,
    private readonly log: ActionLog,
  ) {
    this.detach = standin.traffic.onRequest((request) => this.charge(request));
  }

  stop(): void {
    this.detach();
  }

  private charge(request: ServedRequest): void {
    if (request.kind === 'callback') {
      const action = this.log.byId.get(request.interactionId!);
      // When it reached the stand-in's front door (request.at), not when the stand-in's thread, shared with the load driver, read it.
      if (action && action.answeredAt === null) action.answeredAt = performance.now() - Math.max(0, this.standin.clock.now() - request.at);
    }
    const owner = this.ownerOf(request);
    if (!owner) return;
    const counts = this.counts[owner.kind];
    counts[request.kind] += 1;
    if (request.global) counts.global += 1;
    if (request.kind === 'message' || (request.kind === 'followup' && !request.ephemeral)) stamp(this.posts, owner.channelId, request.at);
    if (request.kind === 'edit') stamp(this.edits, owner.channelId, request.at);
  }

  private ownerOf(request: ServedRequest): ActionRecord | undefined {
    if (request.interactionId !== null) return this.log.byId.get(request.interactionId);
    if (request.recipientId !== null) {
      const channel = this.log.channelOf.get(request.recipientId);
      return channel === undefined ? undefined : this.log.latestIn.get(channel);
    }
    return request.channelId === null ? undefined : this.log.latestIn.get(request.channelId);
  }

  /** Per action, for buttons, typed commands, or both. */
  perAction(kinds: ActionKind[]): PerAction {
    const actions = this.log.actions.filter((action) => kinds.includes(action.kind) && action.answeredAt !== null).length;
    const sum = zero();
    for (const kind of kinds) for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += this.counts[kind][key];
    const per = (count: number) => (actions === 0 ? 0 : count / actions);
    const rest = Object.fromEntries(ROUTE_KINDS.map((kind) => [kind, per(sum[kind])])) as Record<RouteKind, number>;
    const all = ROUTE_KINDS.reduce((total, kind) => total + sum[kind], sum.other);
    return { rest, nonDm: per(all - sum.dm - sum.dmChannel), global: per(sum.global), actions };
  }

  maxPostsPer5s(): number {
    return Math.max(0, ...[...this.posts.values()].map(densest));
  }

  maxEditsPer5s(): number {
    return Math.max(0, ...[...this.edits.values()].map(densest));
  }
}

function stamp(byChannel: Map<string, number[]>, channelId: string, at: number): void {
  const times = byChannel.get(channelId) ?? [];
  inOrder(times, at);
  byChannel.set(channelId, times);
}
