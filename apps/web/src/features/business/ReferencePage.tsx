import { Card } from '../../components/Card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiReference } from './reference/ApiReference';

/** /business/reference: the API reference inside the console (also public at /developers). */
export default function ReferencePage() {
  useDocumentTitle('API reference');
  return (
    <Card>
      <ApiReference />
    </Card>
  );
}
