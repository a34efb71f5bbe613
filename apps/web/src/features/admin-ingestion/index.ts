/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { JobPanel } from './components/job-panel';
// for the pages (app/)
export { RecentJobs } from './components/recent-jobs';
export { ReviewStep } from './components/review-step';
export { UploadStep } from './components/upload-step';
