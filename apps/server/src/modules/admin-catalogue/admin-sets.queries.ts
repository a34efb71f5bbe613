import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

export type SetValues = {
  name: string;
  slug: string;
  year: number;
  organizationId: number | null;
  manufacturerId: number | null;
  isComplete: boolean;
  thumbnail: string | null;
};

export async function findSetRow(db: Executor, setId: number) {
  const result = await db.execute<{
    set_id: number;
    name: string;
    year: number;
    organization_id: number | null;
    manufacturer_id: number | null;
    is_complete: boolean;
    thumbnail: string | null;
  }>(sql`select set_id, name, year, organization_id, manufacturer_id, is_complete, thumbnail
         from sets where set_id = ${setId}`);
  return result.rows[0];
}

/** Another set of that year with the same name or slug. */
export async function setClashes(
  db: Executor,
  values: { year: number; name: string; slug: string },
  exceptId = 0,
) {
  const result = await db.execute(sql`
    select 1 from sets where year = ${values.year} and (name = ${values.name} or slug = ${values.slug})
      and set_id <> ${exceptId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function organizationExists(db: Executor, id: number): Promise<boolean> {
  return (
    ((await db.execute(sql`select 1 from organizations where organization_id = ${id}`)).rowCount ?? 0) > 0
  );
}

export async function manufacturerExists(db: Executor, id: number): Promise<boolean> {
  return (
    ((await db.execute(sql`select 1 from manufacturers where manufacturer_id = ${id}`)).rowCount ?? 0) > 0
  );
}

export async function insertSet(db: Executor, v: SetValues): Promise<number> {
  const result = await db.execute<{ set_id: number }>(sql`
    insert into sets (name, slug, year, organization_id, manufacturer_id, is_complete, thumbnail)
    values (${v.name}, ${v.slug}, ${v.year}, ${v.organizationId}, ${v.manufacturerId}, ${v.isComplete}, ${v.thumbnail})
    returning set_id`);
  return result.rows[0]!.set_id;
}

export async function updateSet(db: Executor, setId: number, v: SetValues): Promise<void> {
  await db.execute(sql`
    update sets set name = ${v.name}, slug = ${v.slug}, year = ${v.year}, organization_id = ${v.organizationId},
      manufacturer_id = ${v.manufacturerId}, is_complete = ${v.isComplete}, thumbnail = ${v.thumbnail}
    where set_id = ${setId}`);
}

export async function setThumbnail(db: Executor, setId: number, thumbnail: string): Promise<void> {
  await db.execute(sql`update sets set thumbnail = ${thumbnail} where set_id = ${setId}`);
}

export async function listOrganizations(db: Executor) {
  const result = await db.execute<{ organization_id: number; name: string; abbreviation: string }>(
    sql`select organization_id, name, abbreviation from organizations order by name`,
  );
  return result.rows;
}

export async function listManufacturers(db: Executor) {
  const result = await db.execute<{ manufacturer_id: number; name: string }>(
    sql`select manufacturer_id, name from manufacturers order by name`,
  );
  return result.rows;
}
