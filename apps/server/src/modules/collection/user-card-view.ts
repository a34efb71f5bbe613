import type { UserCard, UserCardPhoto } from '@cardbinder/shared';
import type { PhotoUrlSigner } from '@/modules/photos/photo-urls';
import type { CollectionCardRow, CollectionCardsResult, PhotoJson } from './collection-cards.queries';

const str = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
const num = (value: number | string | null) => (value === null ? 'null' : String(value));
const iso = (ms: number) => `"${new Date(ms).toISOString()}"`;

function photosOf(row: CollectionCardRow, photoUrls: PhotoUrlSigner): UserCardPhoto[] {
  if (!row.photos) return [];
  return (JSON.parse(row.photos) as PhotoJson[]).map((photo) => {
    const signable = { id: photo.id, storageKey: photo.storage_key, thumbnailKey: photo.thumbnail_key };
    return {
      user_card_photo_id: photo.id,
      photo_url: photoUrls.url(signable, 'full'),
      thumbnail_url: photoUrls.url(signable, 'thumb'),
      sort_order: photo.sort_order,
    };
  });
}

/**
 * Writes entries as JSON text in the API's shape (spec 2 §3 "User card"). A 10,000-card dashboard is one
 * string built here: each player's and team's JSON is made once and reused, and nothing is parsed or
 * re-serialised. Field order and names are those of userCardSchema (the tests check the text against it).
 */
export function createUserCardWriter({ players, teams }: CollectionCardsResult, photoUrls: PhotoUrlSigner) {
  const playerJson = new Map(
    players.map((p) => [
      p.player_id,
      `{"player_id":${p.player_id},"first_name":${str(p.first_name)},"last_name":${str(p.last_name)},"slug":${str(p.slug)}}`,
    ]),
  );
  const teamJson = new Map(
    teams.map((t) => [
      t.team_id,
      `{"team_id":${t.team_id},"name":${str(t.name)},"slug":${str(t.slug)},"abbreviation":${str(t.abbreviation)},` +
        `"primary_color":${str(t.primary_color)},"secondary_color":${str(t.secondary_color)}}`,
    ]),
  );
  const links = (row: CollectionCardRow) =>
    (row.player_ids ?? [])
      .map((playerId, i) => {
        const teamId = row.team_ids?.[i] ?? null;
        const player = playerId === null ? 'null' : (playerJson.get(playerId) ?? 'null');
        const team = teamId === null ? 'null' : (teamJson.get(teamId) ?? 'null');
        return `{"player":${player},"team":${team}}`;
      })
      .join(',');

  return (row: CollectionCardRow): string => {
    const photos = photosOf(row, photoUrls);
    return (
      `{"user_card_id":${row.user_card_id},"card_id":${row.card_id},"card_number":${str(row.card_number)},` +
      `"card_slug":${str(row.card_slug)},"sort_order":${num(row.sort_order)},"random_code":${str(row.random_code)},` +
      `"serial_number":${num(row.serial_number)},"print_run":${num(row.print_run)},` +
      `"user_location":${num(row.user_location)},"location_name":${str(row.location_name)},` +
      `"purchase_price":${num(row.purchase_price)},"estimated_value":${num(row.estimated_value)},` +
      `"current_value":${num(row.current_value)},"notes":${str(row.notes)},` +
      `"aftermarket_autograph":${row.aftermarket_autograph},"grading_agency":${num(row.grading_agency)},` +
      `"grading_agency_abbr":${str(row.grading_agency_abbr)},"grade":${num(row.grade)},"grade_id":${str(row.grade_id)},` +
      `"is_special":${row.is_special},"is_rookie":${row.is_rookie},"is_autograph":${row.is_autograph},` +
      `"is_relic":${row.is_relic},"photo_count":${photos.length},"all_photos":${JSON.stringify(photos)},` +
      `"primary_photo_url":${str(photos[0]?.photo_url ?? null)},"front_image_url":${str(row.front_image_path)},` +
      `"date_added":${iso(row.date_added)},"created":${iso(row.created)},"series_id":${row.series_id},` +
      `"set_id":${row.set_id},"set_name":${str(row.set_name)},"set_year":${row.set_year},"set_slug":${str(row.set_slug)},` +
      `"series_rel":{"name":${str(row.series_name)},"slug":${str(row.series_slug)}},` +
      `"color_rel":{"color":${str(row.color)},"hex_color":${str(row.hex_color)}},` +
      `"card_player_teams":[${links(row)}]}`
    );
  };
}

/** The JSON array text of all listed entries. */
export function userCardsJson(result: CollectionCardsResult, photoUrls: PhotoUrlSigner): string {
  const write = createUserCardWriter(result, photoUrls);
  return `[${result.rows.map(write).join(',')}]`;
}

/** The same entries as objects, for answers about one or a few entries. */
export function toUserCards(result: CollectionCardsResult, photoUrls: PhotoUrlSigner): UserCard[] {
  const write = createUserCardWriter(result, photoUrls);
  return result.rows.map((row) => JSON.parse(write(row)) as UserCard);
}
