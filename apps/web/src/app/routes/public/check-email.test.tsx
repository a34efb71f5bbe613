// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { CheckEmailPage } from './check-email';

afterEach(cleanup);

describe('/check-email', () => {
  it('shows the address whole, breakable only before the @ and the dots', async () => {
    const email = 'maximilian.collector-longname@example.co.uk';
    renderAt(<CheckEmailPage />, { path: '/check-email', state: { email } });
    const address = await screen.findByText((_, node) => node?.tagName === 'STRONG');
    expect(address.textContent).toBe(email);
    const parts = [...address.querySelectorAll('.check-email__part')].map((part) => part.textContent);
    expect(parts).toEqual(['maximilian', '.collector-longname', '@example', '.co', '.uk']);
    // the full stop travels with the address instead of starting a line on its own
    expect(address.parentElement?.className).toBe('check-email__address');
    expect(address.parentElement?.textContent).toBe(`${email}.`);
  });

  it('speaks of "your email address" when the address is unknown', async () => {
    renderAt(<CheckEmailPage />, { path: '/check-email' });
    expect(await screen.findByText('We sent a verification link to your email address.')).toBeTruthy();
  });
});
