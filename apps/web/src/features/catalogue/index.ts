/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export {
  playerPath,
  seriesPath,
  setPath,
  shortSeriesPath,
  teamAbbreviation,
  teamPath,
  yearPath,
} from './catalogue-paths';
