/**
 * The next player clockwise (seat order) after `from` for whom `isIn`
 * holds — whether or not `from` is in (a player who just left or went out
 * still has a place to count from). Never `from` itself; null when nobody
 * else is in.
 */
export function nextInOrder<Player>(order: readonly Player[], from: Player, isIn: (player: Player) => boolean): Player | null {
  const start = order.indexOf(from);
  for (let step = 1; step <= order.length; step += 1) {
    const candidate = order[(start + step) % order.length]!;
    if (candidate !== from && isIn(candidate)) return candidate;
  }
  return null;
}
