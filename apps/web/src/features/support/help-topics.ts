import { COMMENT, FAVORITE_SLOTS, PHOTOS } from '@cardbinder/shared';
import { paths } from '@/config/paths';

export interface HelpTopic {
  id: string;
  title: string;
  /** paragraphs */
  body: string[];
  /** a page where the topic is put into practice */
  link?: { label: string; to: string };
  /** staff-only topics are shown to staff only */
  staff?: boolean;
}

const photoMb = PHOTOS.maxBytes / (1024 * 1024);

/**
 * Help for what CardBinder does today. A topic for a feature is added in the change that ships the feature,
 * never before (no help page may promise what does not work yet).
 */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'account',
    title: 'Creating an account and signing in',
    body: [
      'Sign up with your e-mail address, a username and a password. We send you a link to confirm the address; once you open it you are signed in and taken to your collection.',
      'Forgot your password? Use "Forgot password" on the sign-in page: the link we mail is valid for one hour and can be used once. Setting a new password signs you out everywhere.',
      'After several wrong passwords in a row the account is locked for a few minutes to stop anyone guessing it.',
    ],
    link: { label: 'Sign in', to: paths.authLogin },
  },
  {
    id: 'search',
    title: 'Searching the catalogue',
    body: [
      'Type at least two characters in the search box at the top of every page. Search understands player names (typos and missing accents are forgiven), teams and their abbreviations, years, set and series names, card numbers like #US175 and flags like rc, auto or /99.',
      'Use the arrow keys and Enter to open a result, Escape to close the list. The full results page has tabs per kind of result and can sort by relevance or name.',
    ],
    link: { label: 'Open search', to: paths.search },
  },
  {
    id: 'browse',
    title: 'Browsing players, teams, sets and series',
    body: [
      'Players lists every player with their cards; a player page filters by team, rookie, autograph, relic and numbered cards. Teams shows each club and its players. Sets are grouped by year; a set holds its base series, inserts and parallels with their print runs.',
    ],
    link: { label: 'Browse sets', to: paths.sets },
  },
  {
    id: 'adding-cards',
    title: 'Adding cards to your collection',
    body: [
      'Signed in, every card table and card page has an add button: add one card, tick several and add them at once, or use "Add Series to Collection" on a series page to add one copy of every card of the series into a location you choose.',
      '"Remove Series from Collection" takes away the oldest ungraded, unsigned copy of each card and keeps graded and autographed ones.',
    ],
    link: { label: 'My Collection', to: paths.collection },
  },
  {
    id: 'collection',
    title: 'Finding cards in your collection',
    body: [
      'My Collection shows your cards as a table or a gallery. Filter with the Autos, Relics, Graded and Rookies tiles, the team chips and the location tags, search within your collection, sort and resize the columns, and download what is shown as a CSV file.',
    ],
    link: { label: 'My Collection', to: paths.collection },
  },
  {
    id: 'locations',
    title: 'Locations: where each card is kept',
    body: [
      'A location is wherever you keep cards: a binder, a box, a display case. Give each card a location in its edit form, and use the location tags on My Collection to see what is where. The eye on a tag decides which locations the dashboard shows when it opens.',
      '"Manage" renames and deletes locations. A location that still holds cards is deleted only after you choose where its cards go.',
    ],
  },
  {
    id: 'grading',
    title: 'Grading, prices and serial numbers',
    body: [
      'Open a card with the pencil to record what you paid, what it is worth, the grading company, the grade (half grades such as 9.5 are fine) and the certificate number. Choose "Not Graded" to clear the grade.',
      'A numbered card (for example /99) takes a serial number from 1 to its print run.',
    ],
  },
  {
    id: 'photos',
    title: 'Photos of your cards',
    body: [
      `Each card in your collection can have up to ${PHOTOS.maxPerCard} photos: JPEG, PNG or WebP, under ${photoMb} MB each. Rotate and crop them before saving and drag them into order; the first is the primary photo.`,
      'Photos are stored without their location data and are only shown through CardBinder, at addresses that expire.',
    ],
  },
  {
    id: 'favorites',
    title: 'Favorite cards',
    body: [
      `Star up to ${FAVORITE_SLOTS} cards in your collection as favorites. To star another once all ${FAVORITE_SLOTS} are used, remove the star from one first.`,
    ],
  },
  {
    id: 'trading',
    title: 'Trading: want lists, matches and trades',
    body: [
      'Want a card from its page (Want), or every card of a series you do not own yet (Want missing cards on the series page). Your want list is at /wants: search it, remove cards, see them by series. A want can carry the highest grade you are after: a graded copy above it is not matched.',
      'Mark copies for trade from My Collection: "Mark all duplicates beyond my first copy" marks every extra copy of a card. Your public profile lists what you want and what you offer, unless your profile is private.',
      'Trade matches (/trades/matches) ranks collectors by how well you fit: cards they offer that you want and cards you offer that they want, both ways first. Filter to both-ways only or to one set. Private, muted or blocked collectors and those who left matching take no part; leave matching yourself under Trade settings on /trades.',
      'Propose a trade from a match or a profile: tick the copies you ask for and the copies you give, add a message. The other collector accepts, declines or counters; either of you can withdraw while it is open, and cancel an accepted trade until either of you shipped. A copy already in another open proposal needs a second "Send anyway", and a copy promised in an accepted trade cannot be deleted.',
      "Once accepted, each side marks their cards shipped, then marks the other side's cards received. When both have, the cards leave the giver's collection and arrive in the receiver's In Transit location, noted with the trade. Each trade has a private conversation, and after it completes each side can leave feedback once. Block a collector from their profile: no proposals and no matches either way.",
      'Every step notifies the other collector, in the app and by e-mail unless you turn trade mail off in Notification settings.',
    ],
    link: { label: 'Open your trades', to: paths.trades },
  },
  {
    id: 'comments',
    title: 'Comments',
    body: [
      `Signed-in collectors can discuss any card, series or set. A comment can be edited within ${COMMENT.editWindowMinutes} minutes of posting and deleted by its author at any time.`,
    ],
  },
  {
    id: 'ingestion',
    title: 'Loading checklists (staff)',
    body: [
      'Administrators load whole checklists on the Data Ingestion page: drop one or more xlsx workbooks, read the preview of each (set, series, parallels and card counts, with warnings), then ingest them. Loading the same workbook again adds nothing.',
    ],
    link: { label: 'Data Ingestion', to: paths.admin.ingestion },
    staff: true,
  },
];

/** Topics whose title or text holds every word of the query (case and accents ignored). */
export function matchTopics(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const text = fold([topic.title, ...topic.body].join(' '));
    return words.every((word) => text.includes(word));
  });
}
