import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { hasSerialNumber, type CardFormValues, type Location } from '@cardbinder/shared';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import type { GradingAgency } from '../api/use-grading-agencies';
import { CollapsibleSection } from './collapsible-section';
import { GradingFields } from './grading-fields';
import { LocationSelect } from './location-select';

export interface CardFormFieldsProps {
  form: UseFormReturn<CardFormValues>;
  printRun: number | null;
  locations: readonly Location[];
  agencies: readonly GradingAgency[];
  /** the saved agency's abbreviation (edit mode), shown until the agency list has loaded */
  savedAgencyLabel?: string | null;
}

/** The fields shared by the add and edit modals (spec 2 §2.8, §3 Edit-form fields). */
export function CardFormFields({
  form,
  printRun,
  locations,
  agencies,
  savedAgencyLabel,
}: CardFormFieldsProps) {
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const ids = { notes: useId(), autograph: useId() };
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
        <FormError>{errors.notes?.message}</FormError>
      </div>
      <label className="cc-check" htmlFor={ids.autograph}>
        <input id={ids.autograph} type="checkbox" {...register('aftermarket_autograph')} />
        Aftermarket autograph
      </label>

      <CollapsibleSection
        title="Pricing"
        defaultOpen={Boolean(initial?.purchase_price || initial?.estimated_value)}
        reveal={errors.purchase_price || errors.estimated_value ? formState.submitCount : 0}
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

      <CollapsibleSection
        title="Grading"
        defaultOpen={Boolean(initial?.grading_agency || initial?.grade || initial?.grade_id)}
        reveal={errors.grade || errors.grade_id ? formState.submitCount : 0}
      >
        <GradingFields form={form} agencies={agencies} savedAgencyLabel={savedAgencyLabel} />
      </CollapsibleSection>
    </div>
  );
}
