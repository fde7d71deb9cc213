// Issue 25: filled by its part (see analytics.ts for the shared rules).
export {};
