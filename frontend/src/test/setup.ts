import '@testing-library/jest-dom/vitest';

// jsdom does not implement scrolling and logs an error for every call; pages scroll on navigation.
window.scrollTo = () => undefined;
