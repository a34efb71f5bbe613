/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { AchievementsView } from './components/achievements-view';
export { UnlockToasts } from './components/unlock-toasts';
