import { useId } from 'react';
import { businessDocumentKindLabels, type BusinessVerificationCase } from '@vouch/contracts';
import { formatDate } from '../../../lib/format';
import { useFileSource } from '../../../lib/use-file-blob';

type CaseDocument = BusinessVerificationCase['documents'][number];

/** One page as the business sent it (fetched with the reviewer's token; each reading audited). */
function Page({ url, label }: { url: string; label: string }) {
  const image = useFileSource(url);
  return image.status === 'ready' ? (
    <a href={image.src} target="_blank" rel="noreferrer" className="block">
      <img src={image.src} alt={label} className="w-full rounded-field border border-ink-200" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <div
      role="status"
      className="flex aspect-[3/4] items-center justify-center rounded-field bg-ink-100 p-2 text-center text-sm text-ink-600"
    >
      {image.status === 'failed' ? 'The page could not be loaded' : 'Loading the page…'}
    </div>
  );
}

/**
 * The business's own papers on the case (issue 49): each document's pages beside the registry's
 * record, to compare the name, number and people on the certificate with what the registry says.
 */
export function KybCaseDocuments({
  documents,
  business,
}: {
  documents: CaseDocument[];
  business: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-ink-900">
        The business&apos;s documents
      </h3>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-700">
          None sent: decide from the registry&apos;s record and the people.
        </p>
      ) : (
        <ul className="space-y-4">
          {documents.map((d) => {
            const kind = businessDocumentKindLabels[d.kind];
            return (
              <li key={d.id}>
                <p className="text-sm text-ink-800">
                  <span className="font-medium">{kind}</span> · sent {formatDate(d.created_at)}
                  {d.pages > 1 && ` · ${d.pages} pages`}
                </p>
                <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {d.page_urls.map((url, i) => (
                    <Page
                      key={url}
                      url={url}
                      label={`${kind} of ${business}, page ${i + 1} of ${d.pages}`}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
