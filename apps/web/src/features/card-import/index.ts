/** The checklist import wizard (/admin/import); the page composes these. */
export { useImportSeries, matchCards } from './api/card-import';
export { ImportStep } from './components/import-step';
export { ReviewStep } from './components/review-step';
export { SeriesStep } from './components/series-step';
export { UploadStep } from './components/upload-step';
export { WizardSteps } from './components/wizard-steps';
