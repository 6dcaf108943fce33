import '@testing-library/jest-dom/vitest';

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
