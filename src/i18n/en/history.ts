/** `/table history` and scoresheet exports: a channel's recent tables. */
export const historyMessages = {};
