import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { hasSerialNumber, type CardFormValues, type Location } from '@cardbinder/shared';
import { TextField } from '@/components/ui/text-field';
import type { GradingAgency } from '../api/use-grading-agencies';
import { CollapsibleSection } from './collapsible-section';
import { LocationSelect } from './location-select';

export interface CardFormFieldsProps {
  form: UseFormReturn<CardFormValues>;
  printRun: number | null;
  locations: readonly Location[];
  agencies: readonly GradingAgency[];
}

/** The fields shared by the add and edit modals (spec 2 §2.8, §3 Edit-form fields). */
export function CardFormFields({ form, printRun, locations, agencies }: CardFormFieldsProps) {
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const ids = { notes: useId(), agency: useId(), autograph: useId() };
  const agency = watch('grading_agency');
  const serial = watch('serial_number');
  const initial = formState.defaultValues;

  return (
    <div className="cc-form">
      <div className="cc-form__row">
        <TextField
          label="Code"
          maxLength={12}
          error={errors.random_code?.message}
          {...register('random_code')}
        />
        {hasSerialNumber(printRun) ? (
          <TextField
            label="Serial Number"
            type="number"
            min={1}
            max={printRun}
            step={1}
            inputMode="numeric"
            hint={`${serial || '—'} / ${printRun}`}
            error={errors.serial_number?.message}
            {...register('serial_number')}
          />
        ) : null}
      </div>
      <Controller
        control={control}
        name="user_location"
        render={({ field }) => (
          <LocationSelect value={field.value} onChange={field.onChange} locations={locations} />
        )}
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.notes}>
          Notes
        </label>
        <textarea id={ids.notes} className="field__input" rows={3} maxLength={2000} {...register('notes')} />
        {errors.notes ? <p className="field__error">{errors.notes.message}</p> : null}
      </div>
      <label className="cc-check" htmlFor={ids.autograph}>
        <input id={ids.autograph} type="checkbox" {...register('aftermarket_autograph')} />
        Aftermarket autograph
      </label>

      <CollapsibleSection
        title="Pricing"
        defaultOpen={Boolean(initial?.purchase_price || initial?.estimated_value)}
      >
        <div className="cc-form__row">
          <TextField
            label="Purchase Price ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            error={errors.purchase_price?.message}
            {...register('purchase_price')}
          />
          <TextField
            label="Estimated Value ($)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            error={errors.estimated_value?.message}
            {...register('estimated_value')}
          />
        </div>
      </CollapsibleSection>

      <CollapsibleSection title="Grading" defaultOpen={Boolean(initial?.grading_agency || initial?.grade)}>
        <div className="field">
          <label className="field__label" htmlFor={ids.agency}>
            Grading Company
          </label>
          <select id={ids.agency} className="field__input" {...register('grading_agency')}>
            <option value="">Not Graded</option>
            {agencies.map((item) => (
              <option key={item.grading_agency_id} value={String(item.grading_agency_id)}>
                {item.display_name}
              </option>
            ))}
          </select>
        </div>
        {agency ? (
          <div className="cc-form__row">
            <TextField
              label="Grade"
              placeholder="e.g. 10 or 9.5"
              inputMode="decimal"
              error={errors.grade?.message}
              {...register('grade')}
            />
            <TextField
              label="Grade ID (certificate number)"
              maxLength={50}
              error={errors.grade_id?.message}
              {...register('grade_id')}
            />
          </div>
        ) : null}
      </CollapsibleSection>
    </div>
  );
}
