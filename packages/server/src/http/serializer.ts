/**
 * Response serialization: each route's zod response schema is turned into JSON Schema once and
 * compiled with fast-json-stringify (Fastify's own serializer). Like zod's parse it writes only
 * the declared properties, so a field a schema does not name (a password hash, say) can never
 * leak, at a fraction of the cost of parse + JSON.stringify per response. Schemas that JSON
 * Schema cannot express fall back to fastify-type-provider-zod's serializer.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const schema = route.schema;
  if (schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(schema, {
        io: 'output',
        unrepresentable: 'throw',
        target: 'draft-7',
      });
      return fastJson(withNullable(json) as Parameters<typeof fastJson>[0]);
    } catch {
      // Not representable (transforms, custom types): validate and stringify with zod instead.
    }
  }
  return zodSerializerCompiler(route as never);
};

type JsonSchema = { [k: string]: unknown };

/**
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`; fast-json-stringify serializes
 * anyOf by validating each value against the branches, but handles `nullable: true` directly.
 */
function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) out[k] = withNullable(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (b: unknown) =>
      !!b &&
      typeof b === 'object' &&
      (b as JsonSchema).type === 'null' &&
      Object.keys(b).length === 1;
    const other = isNull(anyOf[0]) ? anyOf[1] : isNull(anyOf[1]) ? anyOf[0] : undefined;
    if (other && typeof other === 'object' && !('anyOf' in other) && !('$ref' in other)) {
      const { anyOf: _drop, ...rest } = out;
      return { ...rest, ...(other as JsonSchema), nullable: true };
    }
  }
  return out;
}
