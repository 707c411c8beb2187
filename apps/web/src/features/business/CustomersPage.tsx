import { useDocumentTitle } from '../../lib/use-document-title';
import { useConsole } from './console-context';
import { CustomersTable } from './CustomersTable';

/** /business/customers (issue 50): who shared with the organisation, and where each stands. */
export default function CustomersPage() {
  useDocumentTitle('Customers');
  const { org, mode } = useConsole();
  return <CustomersTable org={org} mode={mode} />;
}
