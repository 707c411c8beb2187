import { apiKeyScopes, type ApiKeyScope } from '@vouch/contracts';
import { Checkbox } from '../../../components/Checkbox';

const scopeHints: Record<ApiKeyScope, string> = {
  lookups: 'POST /lookups: is this person verified?',
  sessions: 'Verification sessions: links that send your customers through Vouch',
  webhooks: 'Webhook endpoints: add, list, delete, rotate their secrets',
  events: 'GET /events: every event sent, to reconcile after an outage',
};

/** What a key may do, one checkbox a scope with what it allows (creating and changing a key). */
export function ScopeChecks({
  scopes,
  onChange,
  error,
}: {
  scopes: ApiKeyScope[];
  onChange: (next: ApiKeyScope[]) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-900">Scopes</legend>
      <div className="space-y-3">
        {apiKeyScopes.map((s) => (
          <Checkbox
            key={s}
            label={
              <>
                <span className="font-mono font-semibold text-ink-900">{s}</span>
                <span className="block text-ink-600">{scopeHints[s]}</span>
              </>
            }
            checked={scopes.includes(s)}
            onCheckedChange={(on) => onChange(on ? [...scopes, s] : scopes.filter((y) => y !== s))}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
