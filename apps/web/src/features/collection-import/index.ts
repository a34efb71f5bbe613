/** What the pages may import from this feature (My Collection → Import). */
export { ImportWizard } from './components/import-wizard';
export { PastImports } from './components/past-imports';
