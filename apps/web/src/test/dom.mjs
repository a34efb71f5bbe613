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

// findBy… and waitFor give a screen 5 s, not 1: beside the API and browser suites on two cores a render can take
// seconds (import-wizard-review failed so under load and passed alone); a wait that fails still fails, later
// (imported after the globals exist: testing-library binds `screen` to the document it finds when loaded)
const { configure } = await import('@testing-library/dom');
configure({ asyncUtilTimeout: 5000 });
