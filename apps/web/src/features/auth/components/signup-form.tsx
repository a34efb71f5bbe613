import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { SignupFields } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { authApi } from '../api/auth-api';
import { useUsernameAvailability, type UsernameStatus } from '../hooks/use-username-availability';
import { PasswordStrength } from './password-strength';
import { EMPTY_SIGNUP, signupResolver } from './signup-rules';

const REGISTERED_DEFAULT = 'Registration successful! Please check your email to verify your account.';

const HINT_TONE: Record<UsernameStatus, 'neutral' | 'success' | 'error'> = {
  idle: 'neutral',
  checking: 'neutral',
  available: 'success',
  taken: 'error',
  invalid: 'error',
};

export function SignupForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // read by the resolver at submit time, so only the latest answer for the typed name counts
  const usernameAvailable = useRef(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignupFields>({
    defaultValues: EMPTY_SIGNUP,
    resolver: (values, _context, options) =>
      signupResolver(values, { usernameAvailable: usernameAvailable.current }, options),
  });
  const username = useWatch({ control, name: 'username' });
  const availability = useUsernameAvailability(username);
  const password = useWatch({ control, name: 'password' });
  // in the commit that shows the answer, before the browser paints it: a Submit right after sees it too
  useLayoutEffect(() => {
    usernameAvailable.current = availability.status === 'available';
  }, [availability.status]);

  const signup = useMutation({
    mutationFn: (form: SignupFields) =>
      authApi.register({ ...form, name: `${form.firstName.trim()} ${form.lastName.trim()}` }),
    onSuccess: (body, form) => {
      toast.success(body.message || REGISTERED_DEFAULT);
      void navigate(paths.checkEmail, { state: { email: form.email.trim() } });
    },
    onError: (error) =>
      setFailure(
        errorText(error, {
          fallback: 'Registration failed',
          thrown: 'Registration failed. Please try again.',
        }),
      ),
  });

  const onSubmit = handleSubmit((form) => {
    setFailure(null);
    signup.mutate(form);
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <FormError boxed>{failure}</FormError>
      <div className="auth-form__row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        hint={availability.message}
        hintTone={HINT_TONE[availability.status]}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={password ? <PasswordStrength password={password} /> : undefined}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" block size="lg" loading={signup.isPending}>
        {signup.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
