/**
 * The short address of a card page, /card/{series slug}/{card number}/{players slug}. A card that names nobody (a
 * checklist, "1975 Home Run Leaders") has "-" for its players: the route needs all three parts.
 */
export function cardShortPath(seriesSlug: string, cardNumber: string, playerSlug: string | null | undefined) {
  const part = encodeURIComponent;
  return `/card/${part(seriesSlug)}/${part(cardNumber)}/${part(playerSlug || '-')}`;
}

/** A set page, /sets/{year}/{set slug}: the app's links and the server's first screens build it here. */
export const setPath = (year: number, setSlug: string) => `/sets/${year}/${encodeURIComponent(setSlug)}`;

/** A series page, /sets/{year}/{set slug}/{series slug}. */
export const seriesPath = (year: number, setSlug: string, seriesSlug: string) =>
  `${setPath(year, setSlug)}/${encodeURIComponent(seriesSlug)}`;
