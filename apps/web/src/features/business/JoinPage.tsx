import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { orgRoleLabels, type JoinedOrganisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { acceptInvitation, businessKeys } from './api';
import { rememberOrganisation } from './console-context';

/**
 * /business/join?token=: an invitation's link. The member signs in first (the router brings
 * them back); the token is taken once, by the member the invitation was sent to.
 */
export default function JoinPage() {
  useDocumentTitle('Join a team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    | { kind: 'working' }
    | { kind: 'joined'; org: JoinedOrganisation }
    | { kind: 'error'; msg: string }
  >({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void acceptInvitation(token).then((res) => {
      if (!res.ok) return setState({ kind: 'error', msg: res.msg });
      rememberOrganisation(res.msg.id);
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
      setState({ kind: 'joined', org: res.msg });
    });
  }, [token, queryClient]);

  return (
    <>
      <PageHeading title="Join a team" />
      <Card className="max-w-xl">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Users className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-4">
            {state.kind === 'working' && <p className="text-ink-700">Accepting the invitation…</p>}
            {state.kind === 'error' && <Alert tone="error">{state.msg}</Alert>}
            {state.kind === 'joined' && (
              <>
                <p className="text-ink-700">
                  You joined <span className="font-semibold text-ink-900">{state.org.name}</span> as{' '}
                  {orgRoleLabels[state.org.role].toLowerCase()}.
                </p>
                <Link to={paths.business} className={buttonClass()}>
                  Open the business console
                </Link>
              </>
            )}
          </div>
        </div>
      </Card>
    </>
  );
}
