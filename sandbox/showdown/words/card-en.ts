/** Showdown's rules card for `/help game:` in the sandbox: the worked example of a card (docs/ADDING-A-GAME.md). */
export const showdownCardMessages = {
  'showdown-card-pitch': 'The sandbox demo game: everyone gets one hidden die, shows it in turn, and the highest die takes the pot.',
  'showdown-card-players': '2 to 4.',
  'showdown-card-stakes': 'Table points [default] or tria from your wallet (`stakes:tria`): everyone pays the buy-in [10] into the pot when the game starts.',
  'showdown-card-round': 'Everyone is dealt one hidden d6. In seat order each player shows; when the last has shown, every die is revealed.',
  'showdown-card-winning': 'The highest die takes the pot; a tie goes to the earlier seat.',
} as const;
