/** What other modules and the wiring may use of the trading module. */
export { tradingRoutes } from './trading.routes';
export { tradesRoutes } from './trades.routes';
export { createWantsService } from './wants.service';
export { createCollectorsService } from './collectors.service';
export { createTradesService } from './trades.service';
export { createTradeMessagesService } from './trade-messages.service';
export { createMatchesService, type CardValues } from './matches.service';
export { subscribeTrading } from './trading.subscribers';
// the collection asks this before deleting entries (services.ts wires it)
export { guardTradedCopies } from './close-trades';
