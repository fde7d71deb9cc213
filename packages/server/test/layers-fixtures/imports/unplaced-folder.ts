// lint-as: packages/server/src/reports/layers-fixture.ts
// A new server folder that no layer names.
export const report = 'weekly';
