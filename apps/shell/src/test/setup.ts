import '@testing-library/jest-dom';

// jsdom lays nothing out and cannot scroll (its window.scrollTo only reports "Not
// implemented"): a stub the layout's tests can inspect.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
