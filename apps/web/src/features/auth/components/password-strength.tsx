import { PASSWORD_HINTS, passwordStrength } from '@cardbinder/shared';

/** The strength meter under a new password: weak, medium or strong with the spec's hint. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={`password-strength password-strength--${strength}`} data-strength={strength}>
      <div className="password-strength__bar" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className="password-strength__hint" aria-live="polite">
        {PASSWORD_HINTS[strength]}
      </p>
    </div>
  );
}
