import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES, VERIFY_REDIRECT_MS } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { authApi } from '../api/auth-api';

const schema = z.object({ email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired) });
type ResendFields = z.infer<typeof schema>;

const RESEND_FAILED = 'Failed to send verification email. Please try again.';

/** From a failed verification: asks for the address, then goes to /check-email after 2 s. */
export function ResendVerificationForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendFields>({ defaultValues: { email: '' }, resolver: zodResolver(schema) });
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: (_body, email) => setSentTo(email),
  });

  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(
      () => void navigate(paths.checkEmail, { state: { email: sentTo } }),
      VERIFY_REDIRECT_MS.resent,
    );
    return () => clearTimeout(timer);
  }, [sentTo, navigate]);

  if (sentTo) return <Alert tone="success">{resend.data?.message || AUTH_MESSAGES.verificationSent}</Alert>;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void handleSubmit(({ email }) => resend.mutate(email))(event)}
    >
      <FormError boxed>{resend.isError && RESEND_FAILED}</FormError>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="auth-card__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={resend.isPending}>
          Send Verification Email
        </Button>
      </div>
    </form>
  );
}
