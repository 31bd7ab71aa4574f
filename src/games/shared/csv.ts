/**
 * Scoresheets as CSV (RFC 4180), one writer for every game: a spreadsheet
 * reads the same quoting whichever game wrote the file. A cell holding a
 * comma, a quote or a line break is quoted, its quotes doubled — member
 * names are chosen by members and may hold any of them.
 */
export type CsvCell = string | number;

const NEEDS_QUOTES = /[",\r\n]/;
/** What a spreadsheet would run as a formula (`=HYPERLINK(…)` in a member's name); a lone "-" (nothing) or a plain signed number ("+12") it would not. */
const FORMULA = /^(?:[=+\-@].|[\t\r])/s;
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

export function csvCell(cell: CsvCell): string {
  const raw = String(cell);
  // An apostrophe first makes a spreadsheet read the cell as text, as it shows (OWASP's CSV injection advice).
  const text = typeof cell === 'string' && FORMULA.test(raw) && !SIGNED_NUMBER.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows, a line each. Lines end in `\n` rather than RFC 4180's CRLF:
 * every spreadsheet reads both, and a file of `\n` reads the same in a
 * text editor and in Discord's preview.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** A scoresheet's CSV: its header row, then a row per thing that happened. */
export function csvFile(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}

/** A row of a sheet of named columns: what it says in each, nothing where it says nothing. */
export type CsvRecord<Column extends string> = Partial<Record<Column, CsvCell>>;

/**
 * A sheet of named columns, a row per thing that happened: the header in
 * the catalog's words (`heading`), each row's cells in the header's order.
 */
export function csvRecords<Column extends string>(columns: readonly Column[], heading: (column: Column) => string, rows: readonly CsvRecord<Column>[]): string {
  return csvFile(
    columns.map(heading),
    rows.map((row) => columns.map((column) => row[column] ?? '')),
  );
}

/** What a CSV line holds back, cell by cell: for tests and for anyone checking a file the bot wrote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
