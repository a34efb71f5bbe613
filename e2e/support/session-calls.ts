import type { Page } from 'playwright-core';

export interface CallAnswer {
  status: number;
  /** the JSON answer, null when the body is empty */
  json: Record<string, unknown>;
}

/** An API call made inside the page with its own session, as the app makes it. */
export const callAsPage = (page: Page, method: string, url: string, body?: unknown): Promise<CallAnswer> =>
  page.evaluate(
    async ([m, u, b]) => {
      const response = await fetch(u as string, {
        method: m as string,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
    },
    [method, url, body] as const,
  );
