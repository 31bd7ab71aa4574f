/**
 * What players read in Discord's command picker: the description of every
 * slash command, subcommand and option, and the names of option choices.
 * Keys are `cmd-<command>[-<subcommand>][-<option>][-<choice>]`, option names
 * written with hyphens. Discord takes 1–100 characters for each.
 */
export const commandMessages = {
  // The `open` options every game shares (discord/game-command.ts); each game's own are in its catalog.
  'cmd-game-open-stakes': 'Play for table points [default] or for tria from wallets',
  'cmd-game-open-stakes-points': 'points',
  'cmd-game-open-stakes-tria': 'tria',
  'cmd-game-open-thread': 'Open the table in a new thread of this channel',
  'cmd-game-open-stack': 'Table points per player at a points table [1000]',
  'cmd-game-open-buy-in': 'Paid into the pot by every player [10]',

  'cmd-table': 'The game table in this channel',
  'cmd-table-join': 'Take a seat at the table',
  'cmd-table-join-tag': 'Your roleplay tag (DND or Away by default)',
  'cmd-table-join-team': 'Your team, for team games',
  'cmd-table-watch': 'Follow the table as a watcher',
  'cmd-table-watch-tag': 'Your watcher tag (OOC or PRED by default)',
  'cmd-table-leave': 'Leave the lobby, or forfeit a running game',
  'cmd-table-start': 'Start the game (host or moderator)',
  'cmd-table-status': 'The table as everyone may see it',
  'cmd-table-scoresheet': 'The scoresheet so far',
  'cmd-table-end': 'Cancel the table: every stake is refunded',
  'cmd-table-end-table': 'Moderators: a table by its number, wherever it is',
  'cmd-table-kick': 'Remove a player (moderator)',
  'cmd-table-kick-member': 'Who to remove',
  'cmd-table-dice': 'Show me my hidden dice again',

  'cmd-roll': 'Roll dice: 5d6, 2d20+3, 4d6kh3, d100',
  'cmd-roll-dice': 'Dice notation, e.g. 2d20+3 or 4d6kh3',
  'cmd-roll-mode': 'Who sees the result',
  'cmd-roll-mode-public': 'public',
  'cmd-roll-mode-hidden': 'hidden (only you)',
  'cmd-roll-mode-gm': 'gm (you and a GM)',
  'cmd-roll-gm': 'With mode gm: the member who sees the roll',

  'cmd-verify': 'Check a revealed hidden roll against its commitment',
  'cmd-verify-code': 'The 12-character commitment code',

  'cmd-wallet': 'Your tria',
  'cmd-wallet-balance': "A balance: yours, or another member's",
  'cmd-wallet-balance-member': 'Whose balance',
  'cmd-wallet-daily': 'Collect the daily allowance',
  'cmd-wallet-give': 'Give tria to another member',
  'cmd-wallet-give-member': 'Who receives',
  'cmd-wallet-give-amount': 'How much',
  'cmd-wallet-history': 'Your recent wallet entries',
  'cmd-wallet-top': 'The richest members of this server',

  'cmd-gm': 'Moderator tools',
  'cmd-gm-grant': "Mint tria into a member's wallet",
  'cmd-gm-grant-member': 'Who receives',
  'cmd-gm-grant-amount': 'How much',
  'cmd-gm-take': "Take tria from a member's wallet (back to the mint)",
  'cmd-gm-take-member': 'From whom',
  'cmd-gm-take-amount': 'How much',
  'cmd-gm-config': 'Show or change the server settings',
  'cmd-gm-config-gm-role': 'Members with this role are moderators',
  'cmd-gm-config-currency-name': "The currency's name [tria]",
  'cmd-gm-config-currency-symbol': 'A symbol written before amounts (none: "-")',
  'cmd-gm-config-starting-balance': "A new wallet's balance [100]",
  'cmd-gm-config-daily-amount': 'The daily allowance [25]; 0 turns it off',
  'cmd-gm-config-player-tags': 'Roleplay tags for players, comma-separated [DND, Away]',
  'cmd-gm-config-watcher-tags': 'Roleplay tags for watchers, comma-separated [OOC, PRED]',
} as const;
