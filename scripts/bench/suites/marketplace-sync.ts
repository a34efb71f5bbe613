import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { createAdmin } from '@/modules/auth';
import { matchTitle, startEbayStandIn, type CardFinder } from '@/modules/marketplace';
import { summarize, timeRequest, type Timing } from '../measure';

/** Two buyers of the same lines: one syncs alone (the sync's own time), one while catalogue calls are made. */
const BUYERS = [1, 2].map((n) => ({
  email: `bench-ebay-buyer${n}@example.com`,
  password: 'Bench!ebay1',
  username: `bench_ebay_buyer${n}`,
  role: 'user' as const,
}));
type Buyer = (typeof BUYERS)[number];
const BUYER = BUYERS[0]!;
const LINES = 200;
const CARD_LINES = 160;
const SELLERS = 20;

/** What collectors buy besides single cards: boxes, packs, lots, breaks, supplies, other games. */
const OTHER_ITEMS = [
  '2023 Topps Series 1 Hobby Box Factory Sealed',
  '2022 Bowman Chrome Mega Box sealed',
  'Lot of 50 baseball cards commons stars rookies',
  '2024 Topps Chrome Blaster Box NEW',
  'Ultra Pro Toploaders 3x4 25 count',
  'BCW Penny Sleeves 100 pack',
  'Pokemon Charizard Base Set Holo PSA 9',
  'Magic the Gathering Black Lotus proxy',
  '2023 Prizm Football Hobby Box Random Team Break',
  'Baseball card binder 9 pocket pages x20',
];

type SourceCard = {
  card_id: number;
  card_number: string;
  year: number;
  set_name: string;
  series_name: string;
  is_base: boolean;
  print_run: number | null;
  /** empty when no player is linked (such cards are skipped) */
  players: string;
};

/** Cards spread over the whole catalogue, each the source of one title. */
async function sourceCards(db: Db): Promise<SourceCard[]> {
  const [range] = (
    await db.execute<{ low: number; high: number }>(
      sql`select min(card_id) low, max(card_id) high from cards`,
    )
  ).rows;
  if (!range?.high) throw new Error('The benchmark catalogue is empty: run npm run bench:data first');
  const cards: SourceCard[] = [];
  for (let i = 0; i < CARD_LINES; i += 1) {
    const from = Math.floor(range.low + ((range.high - range.low) * (i + 0.5)) / CARD_LINES);
    const [card] = (
      await db.execute<SourceCard>(sql`
        select c.card_id, c.card_number, st.year, st.name set_name, s.name series_name, s.is_base,
          coalesce(c.print_run, s.max_print_run) print_run,
          (select string_agg(trim(p.first_name || ' ' || p.last_name), ' / ' order by cpt.sort_order)
            from card_player_teams cpt join players p on p.player_id = cpt.player_id
            where cpt.card_id = c.card_id) players
        from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
        where c.card_id >= ${from} order by c.card_id limit 1`)
    ).rows;
    if (card?.players) cards.push(card);
  }
  return cards;
}

/** Four seller styles, with grades and serials now and then: what a purchase history looks like. */
function titleOf(card: SourceCard, i: number): string {
  const series = card.is_base ? '' : ` ${card.series_name}`;
  const serial =
    card.print_run && i % 3 === 0 ? ` ${Math.max(1, Math.ceil(card.print_run / 2))}/${card.print_run}` : '';
  const grade = i % 5 === 0 ? ' PSA 10' : i % 7 === 0 ? ' BGS 9.5' : '';
  switch (i % 4) {
    case 0:
      return `${card.year} ${card.set_name}${series} ${card.players} #${card.card_number}${serial}${grade}`;
    case 1:
      return `${card.players} ${card.year} ${card.set_name}${series} #${card.card_number}${grade}`;
    case 2:
      return `${card.year} ${card.set_name} ${card.players}${series} card ${card.card_number}${serial} nice`;
    default:
      return `${card.players.toUpperCase()} ${card.year} ${card.set_name.toUpperCase()}${series} #${card.card_number}${grade}`;
  }
}

async function signIn(app: FastifyInstance, buyer: Buyer): Promise<Record<string, string>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: buyer.email, password: buyer.password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

/** Connects the buyer through the stand-in's consent page, as a browser would. */
async function connect(
  app: FastifyInstance,
  buyer: Buyer,
  headers: Record<string, string>,
  standInUrl: string,
) {
  const initiate = await app.inject({ method: 'POST', url: '/api/ebay/auth/initiate', headers });
  const state = new URL(initiate.json<{ authUrl: string }>().authUrl).searchParams.get('state')!;
  const consent = await fetch(`${standInUrl}/oauth2/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ state, decision: 'agree', username: buyer.username }),
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!).searchParams;
  const done = await app.inject({
    method: 'POST',
    url: '/api/ebay/auth/complete',
    headers,
    payload: { code: back.get('code'), state: back.get('state') },
  });
  if (done.statusCode !== 200) throw new Error(`connect answered ${done.statusCode}: ${done.body}`);
}

/** Catalogue calls a browsing collector makes: card page, series card table, a search. */
async function catalogueUrls(db: Db): Promise<string[]> {
  const [card] = (
    await db.execute<{ path: string; series_id: number }>(sql`
      select st.year || '/' || st.slug || '/' || s.slug || '/' || c.slug path, s.series_id
      from cards c join series s on s.series_id = c.series_id join sets st on st.set_id = s.set_id
      where c.card_id = (select min(card_id) + (max(card_id) - min(card_id)) / 3 from cards)`)
  ).rows;
  return [
    `/api/card-detail/${card!.path}`,
    `/api/cards?series_id=${card!.series_id}&limit=100`,
    '/api/search/universal?q=topps%20chrome&limit=20',
  ];
}

/** How the lines were settled, and for the added ones whether the card is the one the title was written from. */
async function reportOutcome(db: Db, titles: string[], cards: SourceCard[]) {
  const titleList = sql`array[${sql.join(
    titles.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const cardList = sql`array[${sql.join(
    cards.map((c) => sql`${c.card_id}`),
    sql`, `,
  )}]::int[]`;
  const purchases = sql`marketplace_purchases p
    left join (select unnest(${titleList}) title, unnest(${cardList}) card_id) src on src.title = p.title
    join users u on u.user_id = p.user_id and u.email = ${BUYER.email}`;
  const outcome = await db.execute<{ status: string; right: number; lines: number }>(sql`
    select p.status, count(*)::int lines, count(*) filter (where p.matched_card_id = src.card_id)::int "right"
    from ${purchases} group by p.status order by p.status`);
  for (const row of outcome.rows)
    console.log(`  ${row.status}: ${row.lines} lines, ${row.right} of them the card the title was made from`);
  const wrong = await db.execute<{ title: string; source: string; matched: string }>(sql`
    select p.title, s1.name || ' #' || c1.card_number source, s2.name || ' #' || c2.card_number matched
    from ${purchases}
    join cards c1 on c1.card_id = src.card_id join series s1 on s1.series_id = c1.series_id
    join cards c2 on c2.card_id = p.matched_card_id join series s2 on s2.series_id = c2.series_id
    where p.status = 'added_to_collection' and p.matched_card_id <> src.card_id limit 20`);
  for (const row of wrong.rows)
    console.log(`  added another card: ${row.title} | made from ${row.source} | added ${row.matched}`);
}

async function catalogueRound(app: FastifyInstance, urls: string[], samples: number[]) {
  for (const url of urls) samples.push((await timeRequest(app, url)).elapsed);
}

/**
 * Issue 18's targets: a sync of 200 purchased lines (160 cards of the catalogue written as sellers do, 40 other
 * items) through the local eBay stand-in: matching ≤ 20 ms p95 per line, the whole sync ≤ 10 s, and catalogue
 * calls made meanwhile within 20% of their p95 before. The buyers and all they create are deleted afterwards.
 */
export async function benchMarketplaceSync(
  app: FastifyInstance,
  db: Db,
  options: { runs: number },
): Promise<Timing[]> {
  const { ebay } = app.ctx.config;
  const standIn = await startEbayStandIn({
    port: ebay.localPort,
    clientId: ebay.clientId,
    clientSecret: ebay.clientSecret,
    ruName: ebay.ruName,
    returnUrl: `${app.ctx.config.appUrl}/settings/profile`,
  });
  const emails = BUYERS.map((buyer) => buyer.email);
  const buyerIds = sql`(select user_id from users where email = any(${sql`array[${sql.join(
    emails.map((email) => sql`${email}`),
    sql`, `,
  )}]::text[]`}))`;
  const removeBuyers = async () => {
    // the collection events of the cards added and the achievement evaluations they queued
    await db.execute(sql`delete from jobs where coalesce(payload->>'userId', payload->'data'->>'userId')::int
      in ${buyerIds} or created_by in ${buyerIds}`);
    await db.execute(sql`delete from visits where user_id in ${buyerIds}`);
    await db.execute(sql`delete from audit_log where actor_id in ${buyerIds}`);
    await db.execute(sql`delete from users where user_id in ${buyerIds}`);
  };
  await removeBuyers();
  try {
    const cards = await sourceCards(db);
    const titles = cards.map(titleOf);
    const lines = [
      ...titles.map((title, i) => ({ title, price: 1 + (i % 40) * 2.5, seller: `seller_${i % SELLERS}` })),
      ...Array.from({ length: LINES - cards.length }, (_, i) => ({
        title: OTHER_ITEMS[i % OTHER_ITEMS.length]!,
        price: 4.99 + i,
        seller: `seller_${i % SELLERS}`,
      })),
    ];
    const headers: Record<string, string>[] = [];
    for (const buyer of BUYERS) {
      await createAdmin(db, buyer);
      standIn.setPurchases(buyer.username, lines);
      headers.push(await signIn(app, buyer));
      await connect(app, buyer, headers.at(-1)!, standIn.url);
    }
    const syncOf = (n: number) =>
      app.inject({ method: 'POST', url: '/api/ebay/sync/orders', headers: headers[n] });

    const started = performance.now();
    const alone = await syncOf(0);
    const syncMs = performance.now() - started;
    console.log(`marketplace-sync: ${alone.statusCode} ${alone.body}`);
    await reportOutcome(db, titles, cards);

    const urls = await catalogueUrls(db);
    for (let i = 0; i < 10; i += 1) await catalogueRound(app, urls, []); // warm-up
    const before: number[] = [];
    for (let i = 0; i < options.runs; i += 1) await catalogueRound(app, urls, before);
    const during: number[] = [];
    let syncing = true;
    const duringStarted = performance.now();
    const second = syncOf(1).finally(() => (syncing = false));
    while (syncing) await catalogueRound(app, urls, during);
    const withCalls = await second;
    const withCallsMs = performance.now() - duringStarted;

    const { universalSearch, cardsOfYearNumbered } = app.ctx.services.search;
    const spent = { searches: 0, searchMs: 0, lookups: 0, lookupMs: 0 };
    const finder: CardFinder = {
      async universalSearch(query, limit) {
        const searchStarted = performance.now();
        spent.searches += 1;
        const result = await universalSearch(query, limit);
        spent.searchMs += performance.now() - searchStarted;
        return result;
      },
      async cardsOfYearNumbered(year, cardNumber, limit) {
        const lookupStarted = performance.now();
        spent.lookups += 1;
        const result = await cardsOfYearNumbered(year, cardNumber, limit);
        spent.lookupMs += performance.now() - lookupStarted;
        return result;
      },
    };
    const perLine: number[] = [];
    for (const line of lines) {
      const lineStarted = performance.now();
      await matchTitle(db, finder, app.ctx.config.marketplaceMatch, line.title);
      perLine.push(performance.now() - lineStarted);
    }
    console.log(
      `  matching: ${Math.round(perLine.reduce((a, b) => a + b, 0))} ms for ${lines.length} lines; ` +
        `${spent.lookups} year-and-number lookups (${Math.round(spent.lookupMs)} ms), ` +
        `${spent.searches} searches (${Math.round(spent.searchMs)} ms)`,
    );
    return [
      summarize(`classify and match one line (${lines.length} lines)`, perLine, 200),
      summarize(`whole sync of ${lines.length} lines (fetch, store, match, add)`, [syncMs], alone.statusCode),
      summarize('the same sync while catalogue calls are made', [withCallsMs], withCalls.statusCode),
      summarize('catalogue calls before the sync', before, 200),
      summarize('catalogue calls during the sync', during, 200),
    ];
  } finally {
    await removeBuyers();
    await standIn.close();
  }
}
