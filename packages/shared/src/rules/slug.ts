/** Accents are folded first so "Muñoz" becomes "munoz", not "muoz". */
export function foldAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Team and player slugs: keep letters, digits, spaces and hyphens; spaces become hyphens. */
export function slugify(value: string): string {
  return foldAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Set and series slugs: apostrophes are dropped and any other run of symbols becomes one hyphen. */
export function setSlugify(value: string): string {
  return foldAccents(value)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function playerSlug(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return slugify([firstName ?? '', lastName ?? ''].filter(Boolean).join(' '));
}
