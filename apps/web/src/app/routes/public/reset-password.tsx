import { useState } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, passwordProblem } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { authApi, AuthCard, PasswordStrength } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';

const schema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
    else if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });
    }
  });
type ResetFields = z.infer<typeof schema>;

/** Reached from the reset mail: /reset-password?token=… */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetFields>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(schema),
  });
  const password = useWatch({ control, name: 'password' });

  const reset = useMutation({
    mutationFn: (fields: ResetFields) => authApi.resetPassword(token ?? '', fields.password),
    onSuccess: (body) => {
      toast.success(body.message || AUTH_MESSAGES.resetDone);
      void navigate(paths.authLogin, { replace: true });
    },
    onError: (error) =>
      setFailure(errorText(error, { fallback: 'Password reset failed', prefer: 'message' })),
  });

  const footer = (
    <p>
      <Link to={paths.forgotPassword}>Request a new reset link</Link> ·{' '}
      <Link to={paths.authLogin}>Sign In</Link>
    </p>
  );
  if (!token) {
    return (
      <AuthCard
        icon={<LockKeyhole size={40} aria-hidden="true" />}
        title="Reset your password"
        footer={footer}
      >
        <Alert>{AUTH_MESSAGES.invalidResetToken}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<LockKeyhole size={40} aria-hidden="true" />}
      title="Reset your password"
      subtitle="Choose a new password for your account."
      footer={footer}
    >
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit((fields) => {
            setFailure(null);
            reset.mutate(fields);
          })(event)
        }
      >
        <FormError boxed>{failure}</FormError>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={password ? <PasswordStrength password={password} /> : undefined}
          {...register('password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" block size="lg" loading={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
