import { Download, ImageOff, ZoomIn } from 'lucide-react';
import { useState } from 'react';
import type { KycRecord } from '@vouch/contracts';
import { Spinner } from '../../../components/Spinner';
import { certificatePages } from '../../../lib/kyc-labels';
import { useFileSource } from '../../../lib/use-file-blob';
import { ImageViewer, type ViewerImage } from './ImageViewer';

const box =
  'flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl border border-ink-200 bg-ink-100';

/**
 * One submitted file: an image opens the viewer. Certificates are page images since decision 0014;
 * one stored before it may still be a PDF, offered only as a download.
 */
export function CaseFile({
  url,
  caption,
  onOpen,
}: {
  url: string;
  caption: string;
  onOpen: (image: ViewerImage) => void;
}) {
  const file = useFileSource(url);
  let body;
  if (file.status === 'loading') {
    body = (
      <div className={box}>
        <Spinner className="size-6 text-brand-700" label={`Loading ${caption}`} />
      </div>
    );
  } else if (file.status === 'failed') {
    body = (
      <div className={`${box} flex-col gap-1 text-sm text-ink-600`}>
        <ImageOff className="size-6" aria-hidden="true" />
        Could not load the file
      </div>
    );
  } else if (file.type === 'application/pdf') {
    body = (
      <div className={box}>
        <a
          href={file.src}
          download={`${caption.toLowerCase().replace(/\s+/g, '-')}.pdf`}
          className="flex flex-col items-center gap-1 text-sm font-semibold text-accent-700 underline"
        >
          <Download className="size-8" aria-hidden="true" />
          Download PDF<span className="sr-only"> of the {caption}</span>
        </a>
      </div>
    );
  } else {
    body = (
      <button
        type="button"
        onClick={() => onOpen({ src: file.src, caption })}
        className={`${box} group relative cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700`}
      >
        <img src={file.src} alt={caption} className="size-full object-contain" />
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-semibold text-white">
          <ZoomIn className="size-3.5" aria-hidden="true" />
          Zoom<span className="sr-only"> into the {caption}</span>
        </span>
      </button>
    );
  }
  return (
    <figure className="min-w-0">
      {body}
      <figcaption className="mt-2 text-sm font-medium text-ink-700">{caption}</figcaption>
    </figure>
  );
}

/**
 * Every submitted file, large, in a grid; the identity record's photo beside the selfie; every
 * page of the certificate.
 */
export function CaseImages({ submission }: { submission: KycRecord }) {
  const [open, setOpen] = useState<ViewerImage | null>(null);
  const files = [
    { url: submission.portrait_file.new_capture, caption: 'Portrait Photo' },
    { url: submission.portrait_file.old_capture, caption: 'Identity lookup photo' },
    { url: submission.document_file.f, caption: 'Document Front' },
    { url: submission.document_file.b, caption: 'Document Back' },
    ...(submission.applicant_type === 'business'
      ? certificatePages(
          submission.business_cartificate_pages,
          submission.business_cartificate_file,
          'Business Certificate',
        ).map((p) => ({ url: p.src, caption: p.caption }))
      : []),
  ].filter((f): f is { url: string; caption: string } => Boolean(f.url));

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {files.map((f) => (
          <CaseFile key={f.caption} url={f.url} caption={f.caption} onOpen={setOpen} />
        ))}
      </div>
      <ImageViewer image={open} onClose={() => setOpen(null)} />
    </>
  );
}
