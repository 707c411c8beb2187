import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageHeading } from '../../../components/PageHeading';
import { PageSpinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { memberKey, useMemberStanding } from './members-api';
import { StandingCard } from './StandingCard';

/** /backoffice/members (admins): find a member; revoke, suspend or reinstate them. */
export default function MembersPage() {
  useDocumentTitle('Members');
  const isAdmin = useSessionUser()?.role === 'admin';
  const [input, setInput] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const standing = useMemberStanding(isAdmin ? q : null);
  const queryClient = useQueryClient();

  if (!isAdmin) return <NoAccess audience="admins" />;

  function onSearch(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const value = input.trim();
    if (value) setQ(value);
  }

  function onDone(message: string) {
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: memberKey(q ?? '') });
  }

  let result = null;
  if (q && standing.isPending) result = <PageSpinner />;
  else if (standing.isError)
    result = (
      <Alert
        tone={
          standing.error instanceof BackofficeError && standing.error.status === 404
            ? 'info'
            : 'error'
        }
      >
        {standing.error.message}
      </Alert>
    );
  else if (standing.data) result = <StandingCard standing={standing.data} onDone={onDone} />;

  return (
    <>
      <PageHeading
        title="Members"
        description="Revoke a verification, suspend an account or reinstate it. The member is told why by e-mail; every look and change is on the audit log."
      />
      <Card className="mb-6">
        <form
          onSubmit={onSearch}
          role="search"
          aria-label="Find a member"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label="E-mail address or UUID"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            autoComplete="off"
            className="sm:flex-1"
          />
          <Button type="submit" disabled={!input.trim()}>
            <Search className="size-4" aria-hidden="true" />
            Find member
          </Button>
        </form>
      </Card>
      {done && (
        <Alert tone="success" className="mb-6" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {result}
    </>
  );
}
