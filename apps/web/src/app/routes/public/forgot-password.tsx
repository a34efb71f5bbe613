import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { FormError } from '@/components/ui/form-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { authApi, AuthCard } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';

const schema = z.object({ email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired) });
type ForgotFields = z.infer<typeof schema>;

/** Requests a reset mail; the email comes prefilled from navigation state when known. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const known = (useLocation().state as { email?: string } | null)?.email ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotFields>({ defaultValues: { email: known }, resolver: zodResolver(schema) });
  const request = useMutation({ mutationFn: authApi.forgotPassword });

  return (
    <AuthCard
      icon={<KeyRound size={40} aria-hidden="true" />}
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
      footer={
        <p>
          Remembered it? <Link to={paths.authLogin}>Back to Sign In</Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success">{request.data.message || 'Password reset email sent!'}</Alert>
      ) : (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => void handleSubmit(({ email }) => request.mutate(email))(event)}
        >
          <FormError boxed>
            {request.isError &&
              errorText(request.error, { fallback: 'Failed to send reset email', prefer: 'message' })}
          </FormError>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" block size="lg" loading={request.isPending}>
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
