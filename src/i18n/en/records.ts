/** Records: `/stats`, `/stats dice` (the fairness evidence) and `/leaderboard`. */
export const recordMessages = {};
