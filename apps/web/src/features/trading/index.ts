/** What other features may import from this one; anything else in the folder is internal (lint enforces it). */
export { WantButton, WantCardsButton, WantMissingButton, wantSelection } from './components/want-button';
export { WantsView } from './components/wants-view';
export { TradesListView } from './components/trades-list-view';
export { MatchesView } from './components/matches-view';
export { NewTradeView } from './components/new-trade-view';
export { TradeView } from './components/trade-view';
export { ProfileTrading } from './components/profile-trading';
export { CollectionTradingPanel, TradingSettings } from './components/trading-settings';
export { useForTradeMarks, useMyOffers, useSetOffers, useWantCards, useWantMissing } from './api/use-wants';
