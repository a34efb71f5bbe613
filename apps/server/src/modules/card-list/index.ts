/** The stored card rows behind every card table (catalogue, collection) and their in-process cache. */
export { loadCards } from './card-list';
export {
  buildCardListRows,
  cardTableJson,
  emptyCardTable,
  type CardTable,
  type CollectionCardPart,
} from './card-list-rows';
export { keptVisitorBody, keptWhileCurrent } from './kept-answers';
export { listPlayerOf, playerNamesOf, playerSlugOf, startCard } from './card-mappers';
export {
  CARD_FROM,
  CARD_ORDER_KEY,
  CARD_OWN_COLUMNS,
  SERIES_REF_COLUMNS,
  type CardListRow,
  type CardOwnRow,
  type CardScope,
  type SeriesRefRow,
} from './card-list.queries';
