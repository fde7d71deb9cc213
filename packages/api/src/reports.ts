// Issue 25: filled by its part; exported by name from index.ts.
export {};
