import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { VERIFY_REDIRECT_MS } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard, ResendVerificationForm, useVerifyEmail, type VerifyState } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';

const REDIRECTS = {
  'signed-in': {
    to: paths.collection,
    delay: VERIFY_REDIRECT_MS.signedIn,
    note: 'Taking you to your collection...',
  },
  login: { to: paths.authLogin, delay: VERIFY_REDIRECT_MS.toLogin, note: 'Redirecting to sign in...' },
  'already-verified': {
    to: paths.authLogin,
    delay: VERIFY_REDIRECT_MS.alreadyVerified,
    note: 'Redirecting to sign in...',
  },
} as const;

/** Reads ?token=, verifies it, then signs in and moves on (spec §2 Email verification screen). */
export function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const [params] = useSearchParams();
  const state = useVerifyEmail(params.get('token'));
  const navigate = useNavigate();
  const [resending, setResending] = useState(false);

  const next = state.phase === 'success' ? REDIRECTS[state.next] : null;
  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => void navigate(next.to, { replace: true }), next.delay);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  if (resending) {
    return (
      <AuthCard title="Resend verification email" subtitle="Enter the address you signed up with.">
        <ResendVerificationForm onCancel={() => setResending(false)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={<PhaseIcon state={state} />} title={TITLES[state.phase]}>
      {state.phase === 'verifying' ? <p>Please wait while we verify your email address.</p> : null}
      {state.phase === 'success' ? (
        <>
          <Alert tone="success">{state.message}</Alert>
          <p className="muted">{next?.note}</p>
        </>
      ) : null}
      {state.phase === 'error' ? (
        <>
          <Alert>
            <p>{state.message}</p>
            {state.detail ? <p>{state.detail}</p> : null}
          </Alert>
          <div className="auth-card__actions">
            <Button onClick={() => setResending(true)}>Resend Verification Email</Button>
            <ButtonLink to={paths.authLogin} variant="secondary">
              Go to Login
            </ButtonLink>
          </div>
        </>
      ) : null}
    </AuthCard>
  );
}

const TITLES: Record<VerifyState['phase'], string> = {
  verifying: 'Verifying your email',
  success: 'Email verified',
  error: 'Verification failed',
};

function PhaseIcon({ state }: { state: VerifyState }) {
  if (state.phase === 'verifying') return <LoaderCircle className="spin" size={40} aria-hidden="true" />;
  if (state.phase === 'success') return <CircleCheck className="text-success" size={40} aria-hidden="true" />;
  return <CircleAlert className="text-danger" size={40} aria-hidden="true" />;
}
