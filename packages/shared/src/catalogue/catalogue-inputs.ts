/** The query inputs the catalogue list calls share. */
import { z } from 'zod';
import { pageSchema, textSchema } from '../api/input';

export const pageQuerySchema = z.object({
  page: pageSchema.default(1),
});

/** The search box of a list: up to 100 characters. */
export const listSearchSchema = textSchema('Search', 100);

export const successSchema = z.object({ success: z.boolean() });
