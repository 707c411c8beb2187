import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { auditActionChoices, auditQuerySchema, type AuditQuery } from '@vouch/contracts';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';

interface AuditFiltersProps {
  value: AuditQuery;
  /** New filters: the list starts again from the newest entry. */
  onChange: (next: AuditQuery) => void;
}

type Draft = Required<Pick<AuditQuery, 'action' | 'actor' | 'target' | 'from' | 'to'>>;

const draftOf = (v: AuditQuery): Draft => ({
  action: v.action ?? '',
  actor: v.actor ?? '',
  target: v.target ?? '',
  from: v.from ?? '',
  to: v.to ?? '',
});

/**
 * The audit log's filters (issue 31): an action (exact, or a family ending with a dot), who acted
 * and what it was about (a UUID or an account's e-mail), and Lagos dates. Applied on Apply (or
 * Enter); the server's refusal of a value is shown on its field.
 */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const actionsId = useId();
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = Object.fromEntries(
      Object.entries(draft).filter(([, v]) => v.trim() !== ''),
    ) as AuditQuery;
    const parsed = auditQuerySchema.safeParse(next);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onChange({ ...next, ...(value.limit ? { limit: value.limit } : {}) });
  }

  function clear() {
    setDraft(draftOf({}));
    setErrors({});
    onChange({});
  }

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label="Action"
        name="action"
        list={actionsId}
        value={draft.action}
        onChange={set('action')}
        placeholder="auth.login, or auth. for all"
        autoComplete="off"
        error={errors.action}
      />
      <datalist id={actionsId}>
        {auditActionChoices.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <TextField
        label="Actor (UUID or e-mail)"
        name="actor"
        value={draft.actor}
        onChange={set('actor')}
        autoComplete="off"
        error={errors.actor}
      />
      <TextField
        label="Target (UUID or e-mail)"
        name="target"
        value={draft.target}
        onChange={set('target')}
        autoComplete="off"
        error={errors.target}
      />
      <TextField
        label="From (Lagos date)"
        name="from"
        type="date"
        value={draft.from}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField
        label="To (Lagos date)"
        name="to"
        type="date"
        value={draft.to}
        onChange={set('to')}
        error={errors.to}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          <Search className="size-4" aria-hidden="true" />
          Apply filters
        </Button>
        <Button variant="ghost" className="w-full sm:w-auto" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
