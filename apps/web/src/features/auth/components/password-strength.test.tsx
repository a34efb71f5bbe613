// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

afterEach(cleanup);

describe('<PasswordStrength>', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    ['abc', 'weak', 'Weak - Add uppercase, number, special character'],
    ['abcdefgh', 'weak', 'Weak - Add uppercase, number, special character'],
    ['abcdefgH', 'medium', 'Medium - Almost there'],
    ['abcdefH1', 'medium', 'Medium - Almost there'],
    ['Dodgers@50', 'strong', 'Strong password ✓'],
  ])('rates %s as %s', (password, strength, hint) => {
    const { container } = render(<PasswordStrength password={password} />);
    expect(screen.getByText(hint)).toBeTruthy();
    expect(container.querySelector(`[data-strength="${strength}"]`)).not.toBeNull();
  });
});
