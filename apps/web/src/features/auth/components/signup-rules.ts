import type { FieldErrors, Resolver } from 'react-hook-form';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, signupProblem, type SignupFields } from '@cardbinder/shared';

const FIELD_OF_PROBLEM: Record<string, keyof SignupFields> = {
  [AUTH_MESSAGES.firstNameRequired]: 'firstName',
  [AUTH_MESSAGES.lastNameRequired]: 'lastName',
  [AUTH_MESSAGES.usernameRequired]: 'username',
  [AUTH_MESSAGES.usernameUnavailable]: 'username',
  [AUTH_MESSAGES.emailRequired]: 'email',
  [AUTH_MESSAGES.emailInvalid]: 'email',
  [PASSWORD_MESSAGES.required]: 'password',
  [PASSWORD_MESSAGES.tooShort]: 'password',
  [PASSWORD_MESSAGES.composition]: 'password',
  [PASSWORD_MESSAGES.mismatch]: 'confirmPassword',
};

export interface SignupContext {
  usernameAvailable: boolean;
}

/** The shared sign-up rule (spec §5, first failing check wins) placed on the field it concerns. */
export const signupResolver: Resolver<SignupFields, SignupContext> = (values, context) => {
  const problem = signupProblem(values, context?.usernameAvailable ?? false);
  if (!problem) return { values, errors: {} };
  const field = FIELD_OF_PROBLEM[problem] ?? 'firstName';
  const errors: FieldErrors<SignupFields> = { [field]: { type: 'validate', message: problem } };
  return { values: {}, errors };
};

export const EMPTY_SIGNUP: SignupFields = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};
