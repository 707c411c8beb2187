import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Every operation says what it answers (decision 0022): a schema for its 200 and a description
 * of each failure it can give. A file download's 200 is bytes, not JSON.
 */
const FILE_DOWNLOADS = [
  'get /api/v1/kyc/files/{id}',
  'get /api/v1/kyc/handoffs/{id}/photos/{kind}',
  'get /api/v1/privacy/export/download',
  'get /api/v1/business/organisations/{id}/usage.csv',
  'get /api/v1/logos/{file}',
  'get /api/v1/backoffice/address-proofs/{id}/document',
  'get /api/v1/business/organisations/{id}/business-verifications/{bvId}/report.pdf',
  'get /api/v1/backoffice/business-verifications/{id}/documents/{documentId}/pages/{page}',
];

interface Operation {
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

let t: TestApp;
let operations: { name: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('has the operations it is checked on', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((o) => o.name)).toContain('post /api/v1/verification/check-verification');
  });

  it('gives every operation a schema for its 200 answer', () => {
    const missing = operations
      .filter(({ name }) => !FILE_DOWNLOADS.includes(name))
      .filter(({ op }) => {
        const ok = op.responses?.['200'];
        const schema = ok?.content?.['application/json'] as { schema?: unknown } | undefined;
        return !schema?.schema || !ok?.description || ok.description === 'Default Response';
      })
      .map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('describes 401 on every signed-in operation and 400 on every one that takes input', () => {
    const missing: string[] = [];
    for (const { name, op } of operations) {
      const described = (status: string) => {
        const r = op.responses?.[status];
        return !!r?.description && r.description !== 'Default Response';
      };
      if ((op.security?.length ?? 0) > 0 && !described('401')) missing.push(`${name}: 401`);
      const takesInput = op.requestBody !== undefined || (op.parameters?.length ?? 0) > 0;
      if (takesInput && !described('400')) missing.push(`${name}: 400`);
    }
    expect(missing).toEqual([]);
  });

  it('describes a failure as { status, msg } with the fields’ messages', () => {
    const login = operations.find((o) => o.name === 'post /api/v1/auth/login')!.op;
    const schema = (
      login.responses!['400']!.content!['application/json'] as {
        schema: { properties: Record<string, unknown>; required: string[] };
      }
    ).schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['code', 'errors', 'msg', 'status']);
    expect(schema.required.sort()).toEqual(['msg', 'status']);
  });
});
