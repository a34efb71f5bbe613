import { useState, type FormEvent } from 'react';
import {
  ACHIEVEMENT_METRICS,
  REQUIREMENT_TYPE_LIST,
  TIER_LABELS,
  TIER_ORDER,
  TIER_POINTS,
  type AchievementCategory,
  type AdminAchievement,
  type RequirementType,
} from '@cardbinder/shared';
import { Field } from '@/components/ui/field';
import { ModalForm } from '@/components/ui/modal-form';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorText } from '@/lib/api-client';
import { useSaveAchievement } from '../api/use-admin-achievements';
import {
  bodyOf,
  emptyForm,
  formOf,
  metricsFor,
  validateForm,
  type AchievementForm,
  type FormErrors,
} from './achievement-form';
import { SelectField } from '@/components/ui/select-field';

/** Add or edit an achievement (spec 3 §5). */
export function AchievementFormModal({
  achievement,
  categories,
  onClose,
}: {
  /** null adds a new one */
  achievement: AdminAchievement | null;
  categories: AchievementCategory[];
  onClose: () => void;
}) {
  const [form, setForm] = useState<AchievementForm>(() => (achievement ? formOf(achievement) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveAchievement();
  const set = <K extends keyof AchievementForm>(key: K, value: AchievementForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setType = (type: RequirementType) =>
    setForm((current) => ({
      ...current,
      requirement_type: type,
      metric: metricsFor(type).includes(current.metric as never)
        ? current.metric
        : (metricsFor(type)[0] ?? ''),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { id: achievement?.achievement_id ?? null, body: bodyOf(form) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) =>
          toast.error(
            `Failed to save achievement: ${errorText(error, { fallback: 'Unknown error', prefer: 'message' })}`,
          ),
      },
    );
  };
  const [low, high] = TIER_POINTS[form.tier];

  return (
    <ModalForm
      open
      size="lg"
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={achievement ? 'Update Achievement' : 'Create Achievement'}
      pending={save.isPending}
      submitDisabled={!form.name.trim() || save.isPending}
      className="achievement-form"
    >
      <TextField
        label="Name"
        value={form.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label="Description"
        value={form.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <SelectField
        label="Category"
        value={form.category_id}
        error={errors.category_id}
        onChange={(v) => set('category_id', v)}
      >
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.category_id} value={c.category_id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Subcategory"
        value={form.subcategory}
        onChange={(e) => set('subcategory', e.target.value)}
      />
      <SelectField label="Tier" value={form.tier} onChange={(v) => set('tier', v as AchievementForm['tier'])}>
        {TIER_ORDER.map((tier) => (
          <option key={tier} value={tier}>
            {TIER_LABELS[tier]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Points"
        type="number"
        min={1}
        value={form.points}
        error={errors.points}
        hint={`Suggested for ${TIER_LABELS[form.tier]}: ${low}-${high}`}
        onChange={(e) => set('points', e.target.value)}
      />
      <SelectField
        label="Requirement type"
        value={form.requirement_type}
        onChange={(v) => setType(v as RequirementType)}
      >
        {REQUIREMENT_TYPE_LIST.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Requirement value"
        type="number"
        min={1}
        value={form.requirement_value}
        error={errors.requirement_value}
        onChange={(e) => set('requirement_value', e.target.value)}
      />
      {form.requirement_type === 'custom' ? (
        <Field
          className="achievement-form__wide"
          label="Requirement query (a SELECT using @user_id that returns one number; it runs in the sandbox)"
          error={errors.requirement_query}
        >
          {(control) => (
            <textarea
              {...control}
              className="field__input achievement-form__query"
              rows={4}
              value={form.requirement_query}
              onChange={(e) => set('requirement_query', e.target.value)}
            />
          )}
        </Field>
      ) : (
        <SelectField
          label="Measures"
          value={form.metric}
          error={errors.metric}
          onChange={(v) => set('metric', v)}
        >
          {metricsFor(form.requirement_type).map((metric) => (
            <option key={metric} value={metric}>
              {ACHIEVEMENT_METRICS[metric].label}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label="Icon URL" value={form.icon_url} onChange={(e) => set('icon_url', e.target.value)} />
      <fieldset className="achievement-form__flags achievement-form__wide">
        <legend>Flags</legend>
        {(
          [
            ['is_active', 'Active'],
            ['is_secret', 'Secret (hidden until completed)'],
            ['is_repeatable', 'Repeatable'],
          ] as const
        ).map(([key, label]) => (
          <label key={key}>
            <input type="checkbox" checked={form[key]} onChange={(e) => set(key, e.target.checked)} /> {label}
          </label>
        ))}
      </fieldset>
      {form.is_repeatable ? (
        <TextField
          label="Cooldown days"
          type="number"
          min={0}
          value={form.cooldown_days}
          onChange={(e) => set('cooldown_days', e.target.value)}
        />
      ) : null}
    </ModalForm>
  );
}
