// lint-as: packages/player/src/layers-fixture.ts
// Wrong way, sideways: two widgets of one layer do not know each other.
export const load = () => import('@stepwise/assistant');
