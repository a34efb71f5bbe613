/** What other modules and the CLI may use of the marketplace module. */
export { matchTitle, type MatchThresholds, type TitleMatch } from './title-matcher';
export { parseTitle, type ParsedTitle } from './title-parser';
export { matchReport, type MatchReportEntry } from './match-report';
