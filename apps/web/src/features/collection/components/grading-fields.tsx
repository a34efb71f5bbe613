import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CardFormValues } from '@cardbinder/shared';
import { TextField } from '@/components/ui/text-field';
import type { GradingAgency } from '../api/use-grading-agencies';

export interface GradingFieldsProps {
  form: UseFormReturn<CardFormValues>;
  agencies: readonly GradingAgency[];
  /** the saved agency's abbreviation, shown until the agency list has loaded */
  savedAgencyLabel?: string | null;
}

/**
 * Grading company, then grade and certificate number only when an agency is chosen (spec 2 §2.8). The select is
 * controlled, so a saved agency reads as chosen even when the agency list arrives after the form.
 */
export function GradingFields({ form, agencies, savedAgencyLabel }: GradingFieldsProps) {
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const agencyId = useId();
  const agency = watch('grading_agency');
  const listed = agencies.some((item) => String(item.grading_agency_id) === agency);

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={agencyId}>
          Grading Company
        </label>
        <Controller
          control={control}
          name="grading_agency"
          render={({ field }) => (
            <select
              id={agencyId}
              className="field__input"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              <option value="">Not Graded</option>
              {agency && !listed ? <option value={agency}>{savedAgencyLabel || 'Loading…'}</option> : null}
              {agencies.map((item) => (
                <option key={item.grading_agency_id} value={String(item.grading_agency_id)}>
                  {item.display_name}
                </option>
              ))}
            </select>
          )}
        />
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
    </>
  );
}
