// Builds the bracket picture of a tournament (a column per tier, each group's players, who advanced), and says when it needs redrawing.
import { t } from '../../i18n/index.js';
import type { BracketPicture } from '../../pictures/spec.js';
import type { TournamentEvent } from './news.js';
import type { TournamentRecord } from './repository.js';

/** What changes the bracket's picture: a tier drawn, a group decided, the winner. Joins, prizes and markets do not. */
export function changesBracket(events: readonly TournamentEvent[]): boolean {
  return events.some((event) => event.what === 'tier' || event.what === 'group-done' || event.what === 'winner');
}

/**
 * VJ-11: the bracket as a picture — a column per tier, each group's
 * players in seed order, who advanced (and the winner) in bold; the byes
 * as a group of their own. Null before the draw.
 */
export function bracketPicture(tournament: TournamentRecord, name: (userId: string) => string): BracketPicture | null {
  const { bracket } = tournament;
  if (!bracket || bracket.tiers.length === 0) return null;
  const tiers = bracket.tiers.map((tier) => {
    const groups = tier.groups.map((group) => ({
      // Issue 30: the final's table is its finalists, not "Group 1".
      title: tier.final ? t('picture-bracket-finalists') : t('picture-bracket-group', { group: group.number }),
      players: group.players.map((player) => ({ name: name(player), advanced: group.advanced?.includes(player) ?? false })),
    }));
    const byes =
      tier.byes.length > 0 ? [{ title: t('picture-bracket-byes'), players: tier.byes.map((player) => ({ name: name(player), advanced: true })) }] : [];
    return { title: tier.final ? t('picture-bracket-final') : t('picture-bracket-tier', { tier: tier.number }), groups: [...groups, ...byes] };
  });
  return {
    kind: 'bracket',
    file: `tournament-${tournament.id}-bracket.png`,
    title: t('picture-bracket-title', { tournament: tournament.id }),
    tiers,
    caption: bracket.winner ? [t('picture-bracket-winner', { name: name(bracket.winner) })] : [],
  };
}
