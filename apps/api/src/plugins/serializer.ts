import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers written by fast-json-stringify, compiled once per route and status from the JSON Schema
 * of the route's zod response schema (decision 0022). fastify-type-provider-zod's serialiser runs
 * zod over every answer and then JSON.stringify: a fifth of what a bare /health costs. Both write
 * only the declared fields. What zod does and this does not is check types at run time; the
 * schemas are checked against the contract's types at compile time instead (`responseOf`). A
 * schema JSON Schema cannot say (a transform, say) keeps zod's serialiser.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = (route as RouteSchema).schema;
  if (schema instanceof z.ZodType) {
    const json = jsonSchemaOf(schema);
    if (json) return fastJson(json);
  }
  return zodSerializerCompiler(route as RouteSchema);
};

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> | null {
  try {
    // Draft 7 writes a nullable field as `type: [t, "null"]`, which fast-json-stringify writes
    // without trying each alternative in turn.
    const { $schema: _, ...json } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return json;
  } catch {
    return null;
  }
}
