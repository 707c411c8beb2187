import { XCircle } from 'lucide-react';
import { useState } from 'react';
import type { CaseView, RejectedItem } from '@vouch/contracts';
import { CaseFile } from './CaseImages';
import { ImageViewer, type ViewerImage } from './ImageViewer';
import { Section } from './Section';

/**
 * A resubmission (issue 34): the rejected version's photos beside the new ones, the photo its
 * rejection named marked, so the reviewer sees at once whether the member fixed it.
 */
export function VersionCompare({ view }: { view: CaseView }) {
  const [open, setOpen] = useState<ViewerImage | null>(null);
  const previous = [...view.versions]
    .sort((a, b) => b.version - a.version)
    .find((v) => v.status === 'REJECTED');
  if (!previous) return null;
  const now = view.submission;
  const rows: { item: RejectedItem; label: string; before: string | null; after: string | null }[] =
    [
      {
        item: 'portrait',
        label: 'Portrait Photo',
        before: previous.files.portrait,
        after: now.portrait_file.new_capture,
      },
      {
        item: 'document',
        label: 'Document Front',
        before: previous.files.document_front,
        after: now.document_file.f,
      },
      {
        item: 'document',
        label: 'Document Back',
        before: previous.files.document_back,
        after: now.document_file.b,
      },
    ];
  return (
    <Section id="compare-heading" title={`Compared with version ${previous.version}`}>
      {previous.reason && (
        <p className="mb-4 text-ink-700">
          Version {previous.version} was rejected: {previous.reason}
        </p>
      )}
      <div className="space-y-6">
        {rows
          .filter((r) => r.before || r.after)
          .map((r) => {
            const rejected = previous.rejected_item === r.item;
            return (
              <div key={r.label} className="grid grid-cols-2 gap-3 sm:gap-5">
                <div
                  className={rejected ? 'rounded-xl ring-4 ring-danger-600/70 ring-offset-2' : ''}
                >
                  {rejected && (
                    <p className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-danger-700">
                      <XCircle className="size-4" aria-hidden="true" />
                      Rejected
                    </p>
                  )}
                  {r.before && (
                    <CaseFile
                      url={r.before}
                      caption={`${r.label}, version ${previous.version}${rejected ? ' (rejected)' : ''}`}
                      onOpen={setOpen}
                    />
                  )}
                </div>
                <div className={rejected ? 'pt-7' : ''}>
                  {r.after && (
                    <CaseFile url={r.after} caption={`${r.label}, this version`} onOpen={setOpen} />
                  )}
                </div>
              </div>
            );
          })}
      </div>
      <ImageViewer image={open} onClose={() => setOpen(null)} />
    </Section>
  );
}
