import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for what a test checks; the default second is too short for slow-but-correct
// work on a busy two-core CI machine (a lazy page's first import, a screen's first render in jsdom take
// several seconds there). A passing test waits no longer for it; only a failing one reports later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling and logs an error for every call; pages scroll on navigation.
window.scrollTo = () => undefined;

// Node's Request (jsdom has none) cannot resolve a path like '/api/v1/...' the way a page does; the API
// client builds requests from paths, so resolve them against the test page's URL.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
