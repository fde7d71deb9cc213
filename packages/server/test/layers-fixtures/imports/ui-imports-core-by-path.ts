// lint-as: packages/ui/src/layers-fixture.ts
// Wrong way: another package's files by a path, around its exports.
import { idSchema } from '../../core/src/id.schema.js';

export const schema = idSchema;
