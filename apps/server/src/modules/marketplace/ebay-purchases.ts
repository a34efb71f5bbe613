import { SaxesParser } from 'saxes';
import type { EbayConfig } from '@/config';
import { EbayGrantRefused, EbayUnavailable } from './ebay-oauth';

/** One purchased line of an order: what the sync stores and matches. */
export interface PurchaseLine {
  orderId: string;
  lineItemId: string;
  title: string;
  price: number | null;
  currency: string;
  purchasedAt: Date | null;
  seller: string | null;
}

/** Trading API error codes meaning the token is no longer accepted. */
const TOKEN_REFUSED = new Set(['931', '932', '17470', '21916013', '21917053']);
const ATTEMPTS = 4;

interface XmlNode {
  name: string;
  text: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const root: XmlNode = { name: '#root', text: '', attributes: {}, children: [] };
  const stack = [root];
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name.replace(/^.*:/, ''),
      text: '',
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      children: [],
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => (stack[stack.length - 1]!.text += text));
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  return root.children[0] ?? root;
}

const child = (node: XmlNode | undefined, name: string) => node?.children.find((c) => c.name === name);
const children = (node: XmlNode | undefined, name: string) =>
  node?.children.filter((c) => c.name === name) ?? [];
const text = (node: XmlNode | undefined, name: string) => child(node, name)?.text.trim() || null;

const escapeXml = (value: string) => value.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

function ordersRequest(from: Date, to: Date, page: number): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<GetOrdersRequest xmlns="urn:ebay:apis:eBLBaseComponents">
  <OrderRole>Buyer</OrderRole>
  <OrderStatus>All</OrderStatus>
  <CreateTimeFrom>${escapeXml(from.toISOString())}</CreateTimeFrom>
  <CreateTimeTo>${escapeXml(to.toISOString())}</CreateTimeTo>
  <Pagination><EntriesPerPage>100</EntriesPerPage><PageNumber>${page}</PageNumber></Pagination>
</GetOrdersRequest>`;
}

function linesOf(order: XmlNode): PurchaseLine[] {
  const orderId = text(order, 'OrderID') ?? '';
  return children(child(order, 'TransactionArray'), 'Transaction').map((transaction) => {
    const item = child(transaction, 'Item');
    const price = child(transaction, 'TransactionPrice');
    return {
      orderId,
      lineItemId:
        text(transaction, 'OrderLineItemID') ??
        `${text(item, 'ItemID')}-${text(transaction, 'TransactionID')}`,
      title: text(item, 'Title') ?? '',
      price: price?.text ? Number(price.text) : null,
      currency: price?.attributes.currencyID ?? 'USD',
      purchasedAt: text(order, 'CreatedTime') ? new Date(text(order, 'CreatedTime')!) : null,
      seller: text(order, 'SellerUserID'),
    };
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The buyer's purchases through the Trading API's GetOrders with OrderRole=Buyer (see docs/decisions.md), from
 * `from` to now, every page; 5xx, 429 and network failures are retried with back-off, a refused token throws
 * EbayGrantRefused.
 */
export async function fetchPurchases(
  config: EbayConfig,
  accessToken: string,
  from: Date,
  backoffMs = 1000,
): Promise<PurchaseLine[]> {
  const to = new Date();
  const lines: PurchaseLine[] = [];
  for (let page = 1; page <= 50; page++) {
    const root = await callWithRetry(config, accessToken, ordersRequest(from, to, page), backoffMs);
    for (const order of children(child(root, 'OrderArray'), 'Order')) lines.push(...linesOf(order));
    if (text(root, 'HasMoreOrders') !== 'true') break;
  }
  return lines.filter((line) => line.title && line.lineItemId);
}

async function callWithRetry(config: EbayConfig, accessToken: string, body: string, backoffMs: number) {
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await fetch(`${config.apiBaseUrl}/ws/api.dll`, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml',
          'X-EBAY-API-CALL-NAME': 'GetOrders',
          'X-EBAY-API-SITEID': '0',
          'X-EBAY-API-COMPATIBILITY-LEVEL': '1225',
          'X-EBAY-API-IAF-TOKEN': accessToken,
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      response = null;
    }
    if (response && response.ok) {
      const root = parseXml(await response.text());
      if (text(root, 'Ack') !== 'Failure') return root;
      const codes = children(root, 'Errors').map((error) => text(error, 'ErrorCode') ?? '');
      if (codes.some((code) => TOKEN_REFUSED.has(code))) throw new EbayGrantRefused('token refused');
      if (!codes.includes('518')) throw new EbayUnavailable(`eBay refused the call (${codes.join(', ')})`);
    }
    if (response?.status === 401) throw new EbayGrantRefused('token refused');
    if (attempt >= ATTEMPTS) throw new EbayUnavailable('eBay did not answer');
    await pause(backoffMs * 2 ** (attempt - 1));
  }
}
