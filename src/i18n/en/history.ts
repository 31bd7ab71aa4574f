/** `/table history` and scoresheet exports: a channel's recent tables. */
export const historyMessages = {
  // Discord's command picker (1–100 characters each).
  'cmd-table-scoresheet-format': 'text to read [default], or csv: a file for a spreadsheet',
  'cmd-table-scoresheet-format-text': 'text',
  'cmd-table-scoresheet-format-csv': 'csv (a spreadsheet file)',
  'cmd-table-history': 'The recent tables of this channel and their scoresheets',

  'table-scoresheet-csv': 'The scoresheet as CSV, a row for everything that happened, for a spreadsheet.',
  'table-scoresheet-csv-groups': 'This table is played as groups: here is each group’s scoresheet as CSV, one file a group.',
  'table-files-left-out#one': '({count} more file did not fit in this reply: Discord takes at most 10 files, each up to 10 MiB.)',
  'table-files-left-out#other': '({count} more files did not fit in this reply: Discord takes at most 10 files, each up to 10 MiB.)',

  'history-none': 'No table has ended in this channel yet.',
  'history-title#one': 'The last table that ended here, with its scoresheet:',
  'history-title#other': 'The last {count} tables that ended here, newest first, with their scoresheets:',
  // `{when}` is a Discord timestamp ("3 hours ago").
  'history-line': '**#{table}** {game} — {how} {when}',
  'history-finished': 'finished',
  'history-cancelled': 'cancelled',
  'history-place': '{place}. {players}',
  'history-placings': 'Placings: {list}',
  'history-players': 'Players: {list}',
  'history-also': 'also played: {list}',
} as const;
