import { z } from 'zod';

/** The rules of card values (docs/decisions.md: window, robust median, privacy threshold). */
export const VALUES = {
  /** a figure is shown only when this many different collectors stand behind it */
  minCollectors: 3,
  /** paid prices this recent make a card's value */
  windowDays: 365,
  /** the monthly chart reaches this far back */
  chartMonths: 24,
} as const;

export const valueSourceSchema = z.enum(['sales', 'estimates']);
export type ValueSource = z.infer<typeof valueSourceSchema>;

export const monthlyMedianSchema = z.object({
  month: z.string(),
  median: z.number(),
  sales: z.number().int(),
});

/** A card's value in one grade bucket, with the evidence behind it (never any single purchase). */
export const cardValueSchema = z.object({
  bucket: z.string(),
  label: z.string(),
  grading_agency: z.number().int().nullable(),
  grade: z.number().nullable(),
  value: z.number(),
  source: valueSourceSchema,
  sales_count: z.number().int(),
  collector_count: z.number().int(),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  monthly: z.array(monthlyMedianSchema),
});
export type CardValue = z.infer<typeof cardValueSchema>;

/** The bucket of a copy: 'raw', or '<agency id>:<grade with one decimal>' when both are known. */
export function gradeBucket(gradingAgency: number | null, grade: number | null): string | null {
  if (gradingAgency === null && grade === null) return 'raw';
  if (gradingAgency === null || grade === null) return null;
  return `${gradingAgency}:${grade.toFixed(1)}`;
}

/** 'Raw', or the agency and grade as collectors write them ('PSA 10', 'BGS 9.5'). */
export function bucketLabel(agency: string | null, grade: number | null): string {
  if (agency === null || grade === null) return 'Raw';
  return `${agency} ${Number.isInteger(grade) ? grade.toFixed(0) : String(grade)}`;
}

export const valueSettingsSchema = z.object({ contribute: z.boolean() });
export type ValueSettings = z.infer<typeof valueSettingsSchema>;

/** Where an entry's value comes from: the collector's own estimate, or the card's value for its grade. */
export const entryValueSourceSchema = z.enum(['estimate', 'card']);
export type EntryValueSource = z.infer<typeof entryValueSourceSchema>;
