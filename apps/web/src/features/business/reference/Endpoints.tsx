import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { BUSINESS_API_PREFIX } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';

/**
 * Every endpoint of the business API, from the OpenAPI document the API serves (issue 47: the
 * human docs covered lookups, webhooks, events and errors only). Read at view time, so the page
 * and the document cannot part: a route added to the API is listed here with its words.
 */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  const?: unknown;
  format?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: Schema;
  }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
const code = 'rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.85em] text-ink-900';
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2 align-top';

/** The document's words: `code` and **bold**, nothing else. */
function Prose({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith('`') ? (
          <code key={i} className={code}>
            {p.slice(1, -1)}
          </code>
        ) : p.startsWith('**') ? (
          <strong key={i}>{p.slice(2, -2)}</strong>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}

/** A schema's type as a reader says it: "string", "one of a, b", "array of string". */
function typeOf(s: Schema | undefined): string {
  if (!s) return '';
  if (s.enum) return `one of ${s.enum.map(String).join(', ')}`;
  if (s.anyOf) return s.anyOf.map(typeOf).filter(Boolean).join(' or ');
  const t = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? '');
  if (t === 'array') return `array of ${typeOf(s.items) || 'values'}`;
  return s.format ? `${t} (${s.format})` : t;
}

/** A table of names, types and (where the document has them) descriptions, under its title. */
function Fields({ label, rows }: { label: string; rows: [ReactNode, string, ReactNode][] }) {
  const described = rows.some((r) => r[2] !== '');
  const head = described ? ['Name', 'Type', 'Description'] : ['Name', 'Type'];
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-semibold text-ink-700">{label}</h4>
      <div className="overflow-x-auto rounded-field border border-ink-200">
        <table className="w-full text-sm">
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {rows.map((r, i) => (
              <tr key={i}>
                {r.slice(0, head.length).map((c, j) => (
                  <td key={j} className={`${td} ${j === 0 ? 'w-40' : ''}`}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Endpoint({ method, path, op }: { method: string; path: string; op: Operation }) {
  const params = (op.parameters ?? []).filter(
    (p) => p.in !== 'header' || p.name !== 'authorization',
  );
  const body = op.requestBody?.content?.['application/json']?.schema;
  const title = `${method.toUpperCase()} ${path}`;
  return (
    <article className="space-y-3 border-t border-ink-200 pt-5" aria-labelledby={op.operationId}>
      <h3
        id={op.operationId}
        className="scroll-mt-24 font-mono text-base font-semibold text-ink-900 break-all"
      >
        {title}
      </h3>
      {op.summary && <p className="font-semibold text-ink-800">{op.summary}</p>}
      {op.description && (
        <p>
          <Prose text={op.description} />
        </p>
      )}
      {params.length > 0 && (
        <Fields
          label="Parameters"
          rows={params.map((p) => [
            <>
              <code className={code}>{p.name}</code>
              <span className="block text-xs text-ink-600">
                {p.in}
                {p.required ? ', required' : ''}
              </span>
            </>,
            typeOf(p.schema),
            p.description ?? p.schema?.description ?? '',
          ])}
        />
      )}
      {body?.properties && (
        <Fields
          label="Body (JSON)"
          rows={Object.entries(body.properties).map(([name, s]) => [
            <>
              <code className={code}>{name}</code>
              {body.required?.includes(name) && (
                <span className="block text-xs text-ink-600">required</span>
              )}
            </>,
            typeOf(s),
            s.description ? <Prose text={s.description} /> : '',
          ])}
        />
      )}
      {op.responses && (
        <p className="text-sm text-ink-600">Answers {Object.keys(op.responses).join(', ')}.</p>
      )}
    </article>
  );
}

/** The document, fetched once the section shows (public pages have no query cache). */
function useOpenApiDocument() {
  const [state, setState] = useState<{ doc?: Doc; error?: string }>({});
  useEffect(() => {
    let live = true;
    fetch(`${BUSINESS_API_PREFIX}/openapi.json`)
      .then(async (res) => {
        if (!res.ok) throw new Error();
        const doc = (await res.json()) as Doc;
        if (live) setState({ doc });
      })
      .catch(() => {
        if (live)
          setState({
            error: 'The list of endpoints could not be loaded. Reload the page to try again.',
          });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function Endpoints() {
  const { doc, error } = useOpenApiDocument();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!doc)
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner className="size-6" label="Loading the endpoints" />
      </div>
    );
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    // In the document's own order.
    Object.entries(item)
      .filter(([m]) => (METHODS as readonly string[]).includes(m))
      .map(([method, op]) => ({ path, method, op })),
  );
  return (
    <div className="space-y-5" data-testid="endpoints">
      <p>
        Every endpoint, from the API’s own OpenAPI document (
        <a className="text-accent-700 underline" href={`${BUSINESS_API_PREFIX}/openapi.json`}>
          {BUSINESS_API_PREFIX}/openapi.json
        </a>
        ), under <code className={code}>{BUSINESS_API_PREFIX}</code>.
      </p>
      {ops.map(({ path, method, op }) => (
        <Endpoint key={`${method} ${path}`} method={method} path={path} op={op} />
      ))}
    </div>
  );
}
