import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '@vouch/contracts';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function isStaff(role: Role | undefined): boolean {
  return role === 'reviewer' || role === 'admin';
}

const copy = {
  reviewers: {
    title: 'This area is for reviewers',
    text: 'The back office is where the Vouch team checks KYC submissions. Your account does not have access to it.',
  },
  admins: {
    title: 'This area is for administrators',
    text: 'Only administrators can change roles and read the audit log.',
  },
};

/** What a member (or a reviewer on an admin screen) sees instead of the back office. */
export function NoAccess({ audience }: { audience: keyof typeof copy }) {
  const { title, text } = copy[audience];
  useDocumentTitle(title);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-brand-700">{title}</h1>
      <p className="mt-2 text-ink-700">{text}</p>
      <Link to={paths.dashboard} className={`mt-6 ${buttonClass('secondary')}`}>
        Go to Dashboard
      </Link>
    </Card>
  );
}
