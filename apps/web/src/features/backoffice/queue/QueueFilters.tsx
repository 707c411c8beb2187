import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { countries, idTypes, type QueueQuery } from '@vouch/contracts';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { riskFilterOptions } from '../risk-level';

// The empty choice is the server's default, submissions under review.
const statusOptions = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
];

interface QueueFiltersProps {
  value: QueueQuery;
  onChange: (next: QueueQuery) => void;
}

/** Status, risk, ID type and country apply at once; the search applies on Search (or Enter). */
export function QueueFilters({ value, onChange }: QueueFiltersProps) {
  const [q, setQ] = useState(value.q ?? '');

  function submit(e: FormEvent) {
    e.preventDefault();
    onChange({ ...value, q: q.trim() || undefined });
  }

  return (
    <form
      role="search"
      aria-label="Filter the queue"
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_1fr]"
    >
      <SelectField
        label="Status"
        name="status"
        placeholder="Under review"
        options={statusOptions}
        value={value.status === 'CURRENTLY_UNDER_REVIEW' ? '' : (value.status ?? '')}
        onChange={(e) =>
          onChange({ ...value, status: (e.target.value || undefined) as QueueQuery['status'] })
        }
      />
      <SelectField
        label="Risk"
        name="risk"
        placeholder="All risk levels"
        options={riskFilterOptions}
        value={value.risk ?? ''}
        onChange={(e) =>
          onChange({ ...value, risk: (e.target.value || undefined) as QueueQuery['risk'] })
        }
      />
      <SelectField
        label="ID type"
        name="id_type"
        placeholder="All ID types"
        options={idTypes}
        value={value.id_type ?? ''}
        onChange={(e) => onChange({ ...value, id_type: e.target.value || undefined })}
      />
      <SelectField
        label="Country"
        name="country"
        placeholder="All countries"
        options={countries}
        value={value.country ?? ''}
        onChange={(e) => onChange({ ...value, country: e.target.value || undefined })}
      />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row lg:col-span-4 sm:items-end">
        <TextField
          label="Search by member e-mail or UUID"
          name="q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="ada@example.com or a UUID"
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
