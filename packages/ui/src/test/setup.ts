// Adds the DOM matchers (toBeVisible, toHaveAccessibleName, ...) to every test file.
import '@testing-library/jest-dom';
