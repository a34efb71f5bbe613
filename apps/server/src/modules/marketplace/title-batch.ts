import type { Db } from '@/db/client';
import { eachAtOnce } from '@/lib/each-at-once';
import { candidatesOfTitles } from './marketplace.queries';
import { wordingKey } from './remembered-wordings';
import {
  CANDIDATE_LIMIT,
  finishTitle,
  prepareTitle,
  type CardFinder,
  type MatchThresholds,
  type PreparedTitle,
  type TitleMatch,
} from './title-matcher';
import { scoringMemo } from './title-scoring';

/** Titles whose catalogue search (when nothing their structure found fits) runs at once. */
const SEARCHES_AT_ONCE = 4;

/**
 * Many titles matched as `matchTitle` matches each (the same answers), with one catalogue statement for all
 * their candidates instead of one per title, and the tokens of catalogue names they share read once. The
 * catalogue search, for a title nothing found fits, is still a statement or two per title, a few at once.
 */
export async function matchTitles(
  db: Db,
  finder: CardFinder,
  thresholds: MatchThresholds,
  rawTitles: string[],
): Promise<TitleMatch[]> {
  // one after another: the first reads the catalogue vocabulary (or checks it is current), the rest reuse it
  const prepared: (PreparedTitle | TitleMatch)[] = [];
  for (const title of rawTitles) prepared.push(await prepareTitle(db, title));
  const cardTitles = prepared.filter((p): p is PreparedTitle => 'groups' in p);
  const found = await candidatesOfTitles(
    db,
    cardTitles.map((p) => ({ groups: p.groups, wording: wordingKey(p.rawTitle) })),
    CANDIDATE_LIMIT,
  );
  const memo = scoringMemo();
  const matches = new Map<PreparedTitle, TitleMatch>();
  await eachAtOnce(cardTitles, SEARCHES_AT_ONCE, async (title, i) => {
    matches.set(title, await finishTitle(db, finder, thresholds, title, found[i]!, memo));
  });
  return prepared.map((p) => ('groups' in p ? matches.get(p)! : p));
}
