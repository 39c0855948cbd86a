// jest-dom matchers (Testing Library cleanup comes from the shared setup).
import "@testing-library/jest-dom/vitest";
