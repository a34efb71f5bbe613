import type { FieldErrors, Resolver } from 'react-hook-form';
import { cardFormProblems, generateRandomCode, type CardFormValues, type UserCard } from '@cardbinder/shared';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A blank add form with a fresh random code. */
export function newCardFormValues(): CardFormValues {
  return {
    random_code: generateRandomCode(),
    serial_number: '',
    user_location: '',
    purchase_price: '',
    estimated_value: '',
    notes: '',
    aftermarket_autograph: false,
    grading_agency: '',
    grade: '',
    grade_id: '',
  };
}

export function cardFormValuesOf(card: UserCard): CardFormValues {
  return {
    random_code: card.random_code,
    serial_number: text(card.serial_number),
    user_location: text(card.user_location),
    purchase_price: text(card.purchase_price),
    estimated_value: text(card.estimated_value),
    notes: card.notes ?? '',
    aftermarket_autograph: card.aftermarket_autograph,
    grading_agency: text(card.grading_agency),
    grade: text(card.grade),
    grade_id: card.grade_id ?? '',
  };
}

/** react-hook-form resolver over the shared rules, so the browser and the server agree. */
export function cardFormResolver(printRun: number | null): Resolver<CardFormValues> {
  return (values) => {
    const problems = cardFormProblems(values, printRun);
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CardFormValues> = {};
    for (const [name, message] of entries) {
      errors[name as keyof CardFormValues] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
