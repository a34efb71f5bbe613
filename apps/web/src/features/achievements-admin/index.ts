/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { AdminAchievementsView } from './components/admin-achievements-view';
export { QueryTesterView } from './components/query-tester-view';
