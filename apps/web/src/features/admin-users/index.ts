/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { UsersScreen } from './components/users-screen';
