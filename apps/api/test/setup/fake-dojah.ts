import { createServer, type Server } from 'node:http';

/** A registration as Dojah's CAC lookup answers it (`entity`), as its documentation shows. */
export interface FakeCompany {
  company_name: string;
  type_of_company: string;
  status?: string;
  date_of_registration?: string;
  rc_number: string;
  business_number?: string;
  address?: string;
  email?: string;
  state?: string;
  city?: string;
  lga?: string;
}

/**
 * A local stand-in for Dojah's documented CAC lookup, as far as we use it:
 * GET /api/v1/kyc/cac/basic?rc_number=…&company_type=COMPANY|BUSINESS_NAME with the app id in
 * AppId and the secret key in Authorization. Dojah's documented answers: 200 { entity }, 400 for
 * missing or unreadable parameters, 401 for wrong keys, 404 "records not found", 424 when CAC
 * itself fails, 5xx. Tests register companies by type and number, or make it slow or broken.
 */
export async function startFakeDojah(keys: { appId: string; secretKey: string }) {
  const companies = new Map<string, FakeCompany>();
  /**
   * CAC Advance answers (issue 49), keyed `${type}:${rc}` ("co:1234567"): the entity in the
   * documentation's Title_Case with its affiliates.
   */
  const advance = new Map<string, Record<string, unknown>>();
  let mode: 'normal' | 'slow' | 'broken' | 'cac-down' = 'normal';
  const calls: { rc_number: string | null; company_type: string | null }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.appid !== keys.appId || req.headers.authorization !== keys.secretKey)
      return send(401, { error: 'Unauthorized request, invalid AppId or Authorization' });
    if (req.method === 'GET' && url.pathname === '/api/v1/kyc/cac/advance') {
      const key = `${url.searchParams.get('type')}:${url.searchParams.get('rc')}`;
      calls.push({
        rc_number: url.searchParams.get('rc'),
        company_type: `advance:${url.searchParams.get('type')}`,
      });
      if (mode === 'broken') return send(500, { error: 'Internal server error' });
      if (url.searchParams.get('class') !== 'premium')
        return send(400, { error: 'class is required' });
      const entity = advance.get(key);
      return entity ? send(200, { entity }) : send(404, { error: 'Company not found' });
    }
    if (req.method !== 'GET' || url.pathname !== '/api/v1/kyc/cac/basic')
      return send(404, { error: 'URL not recognized' });
    const rc = url.searchParams.get('rc_number');
    const type = url.searchParams.get('company_type');
    calls.push({ rc_number: rc, company_type: type });
    if (mode === 'broken') return send(500, { error: 'Internal server error' });
    if (mode === 'cac-down') return send(424, { error: 'Third party service failure' });
    const answer = () => {
      if (!rc || !/^\d+$/.test(rc) || !type)
        return send(400, { error: 'rc_number and company_type are required' });
      const company = companies.get(`${type}:${rc}`);
      if (!company) return send(404, { error: 'Company not found' });
      send(200, { entity: company });
    };
    if (mode === 'slow') setTimeout(answer, 1500);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Keyed `${company_type}:${rc_number}`, e.g. "COMPANY:1234567". */
    companies,
    advance,
    calls,
    setMode(m: typeof mode) {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
