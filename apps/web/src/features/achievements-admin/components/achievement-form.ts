import {
  ACHIEVEMENT_ADMIN_MESSAGES as M,
  ACHIEVEMENT_METRICS,
  type AchievementBody,
  type AchievementMetric,
  type AchievementTier,
  type AdminAchievement,
  type RequirementType,
} from '@cardbinder/shared';

/** The modal's fields as typed (numbers stay text until sent, spec 3 §5: converted to numbers before sending). */
export interface AchievementForm {
  name: string;
  description: string;
  category_id: string;
  subcategory: string;
  points: string;
  tier: AchievementTier;
  requirement_type: RequirementType;
  requirement_value: string;
  metric: string;
  requirement_query: string;
  completion_query: string;
  icon_url: string;
  is_active: boolean;
  is_secret: boolean;
  is_repeatable: boolean;
  cooldown_days: string;
}

export const emptyForm = (): AchievementForm => ({
  name: '',
  description: '',
  category_id: '',
  subcategory: '',
  points: '5',
  tier: 'common',
  requirement_type: 'count',
  requirement_value: '1',
  metric: 'cards',
  requirement_query: '',
  completion_query: '',
  icon_url: '',
  is_active: true,
  is_secret: false,
  is_repeatable: false,
  cooldown_days: '',
});

export const formOf = (a: AdminAchievement): AchievementForm => ({
  name: a.name,
  description: a.description,
  category_id: String(a.category_id),
  subcategory: a.subcategory ?? '',
  points: String(a.points),
  tier: a.tier,
  requirement_type: a.requirement_type,
  requirement_value: String(a.requirement_value),
  metric: a.metric ?? '',
  requirement_query: a.requirement_query ?? '',
  completion_query: a.completion_query ?? '',
  icon_url: a.icon_url ?? '',
  is_active: a.is_active,
  is_secret: a.is_secret,
  is_repeatable: a.is_repeatable,
  cooldown_days: a.cooldown_days ? String(a.cooldown_days) : '',
});

/** The metrics a requirement type can measure. */
export const metricsFor = (type: RequirementType): AchievementMetric[] =>
  (Object.keys(ACHIEVEMENT_METRICS) as AchievementMetric[]).filter((metric) =>
    (ACHIEVEMENT_METRICS[metric].types as readonly RequirementType[]).includes(type),
  );

export type FormErrors = Partial<Record<keyof AchievementForm, string>>;

/** Spec 3 §5's checks, with its messages. */
export function validateForm(form: AchievementForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = M.nameRequired;
  if (!form.description.trim()) errors.description = M.descriptionRequired;
  if (!form.category_id) errors.category_id = M.categoryRequired;
  if (!(Number(form.points) > 0)) errors.points = M.pointsPositive;
  if (!(Number(form.requirement_value) > 0)) errors.requirement_value = M.requirementPositive;
  if (form.requirement_type === 'custom' && !form.requirement_query.trim())
    errors.requirement_query = M.queryRequiredForCustom;
  if (form.requirement_type !== 'custom' && !form.metric) errors.metric = M.metricRequired;
  return errors;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function bodyOf(form: AchievementForm): AchievementBody {
  const custom = form.requirement_type === 'custom';
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    category_id: Number(form.category_id),
    subcategory: orNull(form.subcategory),
    points: Number(form.points),
    tier: form.tier,
    requirement_type: form.requirement_type,
    requirement_value: Number(form.requirement_value),
    metric: custom ? null : (form.metric as AchievementMetric),
    requirement_query: custom ? form.requirement_query : null,
    completion_query: orNull(form.completion_query),
    icon_url: orNull(form.icon_url),
    is_active: form.is_active,
    is_secret: form.is_secret,
    is_repeatable: form.is_repeatable,
    cooldown_days: form.is_repeatable ? Number(form.cooldown_days || 0) : 0,
  };
}
