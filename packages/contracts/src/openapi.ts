import { z } from 'zod';
import { API_BASE, type RouteDef } from './route';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

const envelopeOf = (data: object) => ({
  type: 'object',
  required: ['res', 'data', 'err_msg'],
  properties: { res: { type: 'string', enum: ['SUCCESS', 'FAILED'] }, data, err_msg: { type: 'string' } },
});

/** OpenAPI 3.1 document generated from the route table, served at /api/v1/openapi.json. */
export const buildOpenApi = (routes: readonly RouteDef[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const input = jsonSchema(r.input, 'input') as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const operation: Record<string, unknown> = {
      operationId: `${r.family}.${r.action}`,
      tags: [r.family],
      summary: r.summary,
      'x-error-title': r.errorTitle,
      'x-access': r.access,
      ...(r.module ? { 'x-module': r.module } : {}),
      security: r.access === 'public' ? [] : [{ token: [] }, { bearer: [] }],
      responses: {
        '200': {
          description: 'SUCCESS',
          content: { 'application/json': { schema: envelopeOf(jsonSchema(r.output, 'output')) } },
        },
        default: {
          description: 'FAILED, with err_msg',
          content: { 'application/json': { schema: envelopeOf({}) } },
        },
      },
    };
    if (r.method === 'GET') {
      operation.parameters = Object.entries(input.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: input.required?.includes(name) ?? false,
        schema,
      }));
    } else if (r.file) {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [r.file.field],
              properties: { ...input.properties, [r.file.field]: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    } else {
      operation.requestBody = { required: true, content: { 'application/json': { schema: input } } };
    }
    (paths[`${API_BASE}${r.path}`] ??= {})[r.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Stratum API', version: '1' },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
};
