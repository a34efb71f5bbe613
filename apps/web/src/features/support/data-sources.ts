/** Where the catalogue's data comes from, shown on /attributions. */
export const DATA_SOURCES = [
  {
    name: 'Card checklists',
    text: 'Sets, series, parallels and cards are read from the checklists that the card makers publish for their releases (Topps, Bowman, Panini, Donruss, Fleer, Leaf and others). Card and set names are trademarks of their owners; CardBinder is not affiliated with them.',
  },
  {
    name: 'Teams',
    text: 'Team names, abbreviations and colours follow the clubs’ own published identities; team names and colours are trademarks of their clubs and leagues.',
  },
  {
    name: 'Your photos',
    text: 'Photos in a collection belong to the collector who uploaded them and are shown only to them.',
  },
] as const;
