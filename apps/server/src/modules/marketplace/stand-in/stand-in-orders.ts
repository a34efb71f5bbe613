/** The purchase scenarios of the local eBay (issue 18), titles of cards the sample catalogue holds and others. */
export const STAND_IN_SCENARIOS = [
  'mixed_realistic',
  'sports_cards_only',
  'no_sports_cards',
  'empty',
  'error',
] as const;
export type StandInScenario = (typeof STAND_IN_SCENARIOS)[number];

export interface StandInLine {
  title: string;
  price: number;
  seller: string;
}

const SPORTS_CARDS: StandInLine[] = [
  { title: '1984 Donruss Don Mattingly Rookie RC #248 Yankees', price: 85, seller: 'vintage_vault' },
  { title: '1983 Fleer Tony Gwynn RC #360 Padres SGC 8', price: 60, seller: 'vintage_vault' },
  { title: '2023 Topps Heritage Aaron Judge #152 Yankees', price: 3.5, seller: 'modern_breaks' },
  { title: 'Shohei Ohtani 2023 Topps Series 1 #17 Angels', price: 2.25, seller: 'modern_breaks' },
  { title: '2012 Panini Prizm Adrian Beltre Prizm #9 PSA 9', price: 40, seller: 'slab_shop' },
  { title: '1952 Topps Mickey Mantle #311 PSA 1', price: 9500, seller: 'slab_shop' },
];
const OTHER_ITEMS: StandInLine[] = [
  { title: '2023 Topps Series 1 Hobby Box Factory Sealed', price: 95, seller: 'box_world' },
  { title: 'Ultra Pro Toploaders 3x4 25 count', price: 4.99, seller: 'supply_depot' },
  { title: 'Pokemon Charizard Base Set Holo PSA 9', price: 1200, seller: 'tcg_corner' },
];

export interface StandInOrder {
  orderId: string;
  createdTime: Date;
  seller: string;
  lines: { lineItemId: string; itemId: string; title: string; price: number }[];
}

/** Orders of a scenario, one per seller, dated over the last weeks so an incremental sync can tell them apart. */
export function ordersOf(scenario: StandInScenario, now = Date.now()): StandInOrder[] {
  const lines =
    scenario === 'mixed_realistic'
      ? [...SPORTS_CARDS, ...OTHER_ITEMS]
      : scenario === 'sports_cards_only'
        ? SPORTS_CARDS
        : scenario === 'no_sports_cards'
          ? OTHER_ITEMS
          : [];
  return ordersFromLines(scenario.slice(0, 3).toUpperCase(), lines, now);
}

/** One order per seller, each three days before the previous one. */
export function ordersFromLines(prefix: string, lines: StandInLine[], now = Date.now()): StandInOrder[] {
  const sellers = [...new Set(lines.map((line) => line.seller))];
  return sellers.map((seller, i) => ({
    orderId: `${prefix}-${String(1000 + i)}`,
    createdTime: new Date(now - (i + 1) * 3 * 86_400_000),
    seller,
    lines: lines
      .filter((line) => line.seller === seller)
      .map((line, j) => {
        const itemId = `${110000000000 + i * 100 + j}`;
        return { lineItemId: `${itemId}-${2000000000 + j}`, itemId, title: line.title, price: line.price };
      }),
  }));
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function ordersXml(orders: StandInOrder[]): string {
  const orderXml = orders
    .map(
      (
        order,
      ) => `<Order><OrderID>${order.orderId}</OrderID><CreatedTime>${order.createdTime.toISOString()}</CreatedTime>
<SellerUserID>${escapeXml(order.seller)}</SellerUserID><TransactionArray>${order.lines
        .map(
          (
            line,
          ) => `<Transaction><OrderLineItemID>${line.lineItemId}</OrderLineItemID><TransactionID>${line.lineItemId.split('-')[1]}</TransactionID>
<Item><ItemID>${line.itemId}</ItemID><Title>${escapeXml(line.title)}</Title></Item>
<TransactionPrice currencyID="USD">${line.price.toFixed(2)}</TransactionPrice></Transaction>`,
        )
        .join('')}</TransactionArray></Order>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><GetOrdersResponse xmlns="urn:ebay:apis:eBLBaseComponents">
<Timestamp>${new Date().toISOString()}</Timestamp><Ack>Success</Ack><OrderArray>${orderXml}</OrderArray>
<HasMoreOrders>false</HasMoreOrders></GetOrdersResponse>`;
}

export function failureXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><GetOrdersResponse xmlns="urn:ebay:apis:eBLBaseComponents">
<Ack>Failure</Ack><Errors><ShortMessage>${escapeXml(message)}</ShortMessage><ErrorCode>${code}</ErrorCode>
<SeverityCode>Error</SeverityCode></Errors></GetOrdersResponse>`;
}
