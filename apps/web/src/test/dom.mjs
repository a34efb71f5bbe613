// A browser-like DOM for component tests, imported first by every web test file.
// The web project's configured 'jsdom' environment is loaded by vitest from the repository root,
// but the workspace install keeps jsdom in apps/web/node_modules, so the tests run in the 'node'
// environment and this module builds the same jsdom globals with the jsdom this package depends on.
import { populateGlobal } from 'vitest/runtime';
import { JSDOM } from 'jsdom';

if (typeof globalThis.document === 'undefined') {
  const dom = new JSDOM('<!DOCTYPE html>', { url: 'http://localhost:3000/', pretendToBeVisual: true });
  populateGlobal(globalThis, dom.window, { bindFunctions: true });
}
