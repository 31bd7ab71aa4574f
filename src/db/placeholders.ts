// The engine writes its statements once, with SQLite's `?`; PostgreSQL numbers its parameters ($1, $2 …). Translated once per text.

const translated = new Map<string, string>();

/**
 * The statement with each `?` numbered in order, except inside a quoted
 * string ('it''s?'), a quoted name ("who?") or a `--` comment, where a `?`
 * is only a character.
 */
export function numbered(sql: string): string {
  let found = translated.get(sql);
  if (found === undefined) {
    found = translate(sql);
    translated.set(sql, found);
  }
  return found;
}

function translate(sql: string): string {
  let out = '';
  let count = 0;
  let index = 0;
  while (index < sql.length) {
    const char = sql[index]!;
    if (char === "'" || char === '"') {
      const close = closing(sql, index, char);
      out += sql.slice(index, close);
      index = close;
    } else if (char === '-' && sql[index + 1] === '-') {
      const end = sql.indexOf('\n', index);
      const close = end === -1 ? sql.length : end;
      out += sql.slice(index, close);
      index = close;
    } else {
      if (char === '?') {
        count += 1;
        out += `$${count}`;
      } else out += char;
      index += 1;
    }
  }
  return out;
}

/** Just past the quote that closes the one at `open` (a doubled quote is an escaped one, inside). */
function closing(sql: string, open: number, quote: string): number {
  let at = open + 1;
  while (at < sql.length) {
    if (sql[at] === quote) {
      if (sql[at + 1] === quote) at += 2;
      else return at + 1;
    } else at += 1;
  }
  return sql.length;
}
