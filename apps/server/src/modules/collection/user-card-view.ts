import type { UserCard } from '@cardbinder/shared';
import type { PhotoUrlSigner } from '@/modules/photos/photo-urls';
import type { CollectionCardRow } from './collection-cards.queries';

const money = (value: string | null) => (value === null ? null : Number(value));

/** A collection row as the API answers it (spec 2 §3 "User card"), with signed photo addresses. */
export function toUserCard(row: CollectionCardRow, photoUrls: PhotoUrlSigner): UserCard {
  const photos = (row.photos ?? []).map((photo) => {
    const signable = { id: photo.id, storageKey: photo.storage_key, thumbnailKey: photo.thumbnail_key };
    return {
      user_card_photo_id: photo.id,
      photo_url: photoUrls.url(signable, 'full'),
      thumbnail_url: photoUrls.url(signable, 'thumb'),
      sort_order: photo.sort_order,
    };
  });
  return {
    user_card_id: row.user_card_id,
    card_id: row.card_id,
    card_number: row.card_number,
    card_slug: row.card_slug,
    sort_order: row.sort_order,
    random_code: row.random_code,
    serial_number: row.serial_number,
    print_run: row.print_run,
    user_location: row.user_location,
    location_name: row.location_name,
    purchase_price: money(row.purchase_price),
    estimated_value: money(row.estimated_value),
    current_value: money(row.current_value),
    notes: row.notes,
    aftermarket_autograph: row.aftermarket_autograph,
    grading_agency: row.grading_agency,
    grading_agency_abbr: row.grading_agency_abbr,
    grade: money(row.grade),
    grade_id: row.grade_id,
    is_special: row.is_special,
    is_rookie: row.is_rookie,
    is_autograph: row.is_autograph,
    is_relic: row.is_relic,
    photo_count: photos.length,
    all_photos: photos,
    primary_photo_url: photos[0]?.photo_url ?? null,
    front_image_url: row.front_image_path,
    date_added: new Date(row.date_added).toISOString(),
    created: new Date(row.created).toISOString(),
    series_id: row.series_id,
    set_id: row.set_id,
    set_name: row.set_name,
    set_year: row.set_year,
    set_slug: row.set_slug,
    series_rel: { name: row.series_name, slug: row.series_slug },
    color_rel: { color: row.color, hex_color: row.hex_color },
    card_player_teams: (row.players ?? []).map((link) => ({
      player:
        link.player_id === null
          ? null
          : {
              player_id: link.player_id,
              first_name: link.first_name ?? '',
              last_name: link.last_name ?? '',
              slug: link.player_slug ?? '',
            },
      team:
        link.team_id === null
          ? null
          : {
              team_id: link.team_id,
              name: link.team_name ?? '',
              slug: link.team_slug ?? '',
              abbreviation: link.abbreviation,
              primary_color: link.primary_color,
              secondary_color: link.secondary_color,
            },
    })),
  };
}
