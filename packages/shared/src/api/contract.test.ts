import { describe, expect, it } from 'vitest';
import { endpointPath } from './contract';

describe('endpointPath', () => {
  it('fills each placeholder, encoded', () => {
    expect(endpointPath('/api/profile/user/:username', { username: "o'neil jr" })).toBe(
      "/api/profile/user/o'neil%20jr",
    );
    expect(endpointPath('/api/x/:a/y/:b', { a: 1, b: 'c/d' })).toBe('/api/x/1/y/c%2Fd');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath('/api/x/:id', {})).toThrow(/missing path parameter id/);
  });
});
