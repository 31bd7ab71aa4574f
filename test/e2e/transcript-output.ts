// The sandbox's --json transcript output as tests read it: one object a line, messages among them.

/** One line of `--json` output. */
export type Line = Record<string, unknown> & { kind: string };

/** A message line: who saw it, where, and what it showed. */
export type MessageLine = {
  kind: 'message';
  to: 'channel' | 'dm' | 'ephemeral';
  user: string | null;
  channel: string | null;
  content: string;
  embeds: unknown[];
  components: unknown[];
  files?: { name: string; bytes: number }[];
};

export const parsed = (lines: string[]): Line[] => lines.map((line) => JSON.parse(line) as Line);
export const messages = (lines: Line[]) => lines.filter((line): line is Line & MessageLine => line.kind === 'message');
