import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginBodySchema, type LoginBody } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText, isApiError } from '@/lib/api-client';
import { authApi } from '../api/auth-api';
import { useAuth } from '../hooks/auth-context';
import { useReturnTo } from '../hooks/use-return-to';

export function welcomeMessage(user: { first_name: string | null; name: string; username: string }): string {
  return `Welcome back, ${user.first_name || user.name || user.username}!`;
}

export function LoginForm() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginBody>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(loginBodySchema),
  });

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      void navigate(returnTo, { replace: true });
      toast.success(welcomeMessage(user));
    },
    onError: (error, body) => {
      setFailure(errorText(error, { fallback: 'Login failed', thrown: 'Login failed. Please try again.' }));
      const unverified = isApiError(error, 403) && error.serverError === AUTH_MESSAGES.notVerified;
      setUnverifiedEmail(unverified ? body.email : null);
    },
  });

  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: (body, email) => {
      toast.success(body.message || 'Verification email sent!');
      void navigate(paths.checkEmail, { state: { email } });
    },
    onError: (error) =>
      toast.error(errorText(error, { fallback: 'Failed to resend verification email', prefer: 'message' })),
  });

  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    login.mutate(body);
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      {failure ? (
        <Alert>
          <p>{failure}</p>
          {unverifiedEmail ? (
            <Button variant="link" loading={resend.isPending} onClick={() => resend.mutate(unverifiedEmail)}>
              Resend verification email
            </Button>
          ) : null}
        </Alert>
      ) : null}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="auth-form__aside">
        <Link
          to={paths.forgotPassword}
          onClick={(event) => {
            // the typed address goes along so it need not be typed twice
            event.preventDefault();
            void navigate(paths.forgotPassword, { state: { email: getValues('email').trim() || undefined } });
          }}
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" block size="lg" loading={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
