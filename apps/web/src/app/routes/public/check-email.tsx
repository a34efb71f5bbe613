import { Mail } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * An address that wraps only where a reader expects it to: before the @ and before each dot. Each part is
 * its own inline block, so it never splits while it fits on a line (not even after a hyphen); only a part
 * wider than the whole line breaks inside.
 */
function BreakableEmail({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <span key={index} className="check-email__part">
      {part}
    </span>
  ));
}

/** After registration; the address arrives in navigation state (spec §2). */
export function CheckEmailPage() {
  usePageTitle('Check Your Email');
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard
      icon={<Mail size={40} aria-hidden="true" />}
      title="Check your email"
      subtitle={
        email ? (
          <>
            We sent a verification link to{' '}
            <span className="check-email__address">
              <strong>
                <BreakableEmail email={email} />
              </strong>
              .
            </span>
          </>
        ) : (
          'We sent a verification link to your email address.'
        )
      }
    >
      <p>Open the link in that email to verify your account, then sign in.</p>
      <div className="tips">
        <h2 className="tips__title">Didn&apos;t get the email?</h2>
        <ul>
          <li>Check your spam or junk folder.</li>
          <li>Make sure the email address above is correct.</li>
          <li>Wait a few minutes; delivery can take a moment.</li>
        </ul>
      </div>
      <div className="auth-card__actions">
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
        <ButtonLink to={paths.authLogin}>Go to Login</ButtonLink>
      </div>
    </AuthCard>
  );
}
