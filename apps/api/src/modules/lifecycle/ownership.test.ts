import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proof that only the lifecycle module writes a member's or a submission's status (issue 11): every
 * Kysely write to `users` or `kyc_submissions` in the API's sources is found, and the type of
 * what it writes is asked whether it can carry a lifecycle column. Raw SQL that updates them is
 * found too. db/schema.ts already makes such writes fail to typecheck; this also catches a cast.
 */
const src = path.resolve(import.meta.dirname, '../..');
const OWNED: Record<string, string[]> = {
  users: ['status', 'suspended_from', 'status_reason', 'status_changed_at'],
  kyc_submissions: ['status', 'reason', 'decided_at', 'decided_by', 'auto_rejected_at'],
};
const OWNER = path.join(src, 'modules/lifecycle') + path.sep;
const MIGRATIONS = path.join(src, 'db/migrations') + path.sep;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

interface Write {
  file: string;
  line: number;
  table: string;
  columns: string[];
}

/** The table of a `.set(…)`/`.values(…)` call: the updateTable/insertInto further down the chain. */
function tableOf(call: ts.CallExpression): string | null {
  let node: ts.Expression = (call.expression as ts.PropertyAccessExpression).expression;
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const name = node.expression.name.text;
    const arg = node.arguments[0];
    if ((name === 'updateTable' || name === 'insertInto') && arg && ts.isStringLiteral(arg))
      return arg.text;
    node = node.expression.expression;
  }
  return null;
}

let writes: Write[] = [];
let rawWrites: Write[] = [];

beforeAll(() => {
  const files = sources(src);
  const program = ts.createProgram(files, {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(src) || sf.fileName.includes('node_modules')) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['set', 'values'].includes(node.expression.name.text) &&
        node.arguments[0]
      ) {
        const table = tableOf(node);
        const method = node.expression.name.text;
        if (table && OWNED[table]) {
          let arg: ts.Node = node.arguments[0];
          // .set((eb) => ({ … })): what the callback returns.
          if (ts.isArrowFunction(arg)) arg = arg.body;
          // A cast hides what is written: look at every layer (x as never as T, (x)!, …).
          const layers: ts.Node[] = [arg];
          let inner = arg;
          while (
            ts.isAsExpression(inner) ||
            ts.isSatisfiesExpression(inner) ||
            ts.isParenthesizedExpression(inner) ||
            ts.isNonNullExpression(inner) ||
            ts.isTypeAssertionExpression(inner)
          ) {
            inner = inner.expression;
            layers.push(inner);
          }
          const types = layers.map((l) => {
            const t = checker.getTypeAtLocation(l);
            return checker.isArrayType(t) ? checker.getTypeArguments(t as ts.TypeReference)[0]! : t;
          });
          const columns = OWNED[table]!.filter((c) => {
            const prop = types.map((t) => t.getProperty(c)).find(Boolean);
            if (!prop) return false;
            // A new account starts at EMAIL_VERIFICATION: creating a row is not a transition.
            const t = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, arg));
            return !(
              table === 'users' &&
              method === 'values' &&
              /^"EMAIL_VERIFICATION"$|^undefined$|^null$/.test(
                t.replace(/ \| undefined| \| null/g, ''),
              )
            );
          });
          if (columns.length > 0)
            writes.push({
              file: path.relative(src, sf.fileName),
              line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
              table,
              columns,
            });
        }
      }
      if (ts.isTaggedTemplateExpression(node) || ts.isStringLiteral(node)) {
        const text = node.getText(sf);
        const m =
          /update\s+(users|kyc_submissions)\b[\s\S]*?\bset\b[\s\S]*?\b(status)\b|insert\s+into\s+(kyc_submissions)\b/i.exec(
            text,
          );
        if (m)
          rawWrites.push({
            file: path.relative(src, sf.fileName),
            line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            table: m[1] ?? m[3]!,
            columns: ['status'],
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const outside = (w: Write) =>
    !path.join(src, w.file).startsWith(OWNER) && !path.join(src, w.file).startsWith(MIGRATIONS);
  writes = writes.filter((w) => w.file.startsWith('modules/lifecycle') || outside(w));
  rawWrites = rawWrites.filter(outside);
}, 120_000);

describe('the lifecycle owns every status change', () => {
  it('finds the lifecycle’s own status writes (the detector works)', () => {
    const own = writes.filter((w) => w.file.startsWith('modules/lifecycle'));
    expect(own.map((w) => w.table)).toEqual(expect.arrayContaining(['users', 'kyc_submissions']));
    expect(own.flatMap((w) => w.columns)).toEqual(expect.arrayContaining(['status']));
  });

  it('no other module writes users.status, kyc_submissions.status or the decision', () => {
    const elsewhere = [...writes, ...rawWrites].filter(
      (w) => !w.file.startsWith('modules/lifecycle'),
    );
    expect(elsewhere).toEqual([]);
  });
});
