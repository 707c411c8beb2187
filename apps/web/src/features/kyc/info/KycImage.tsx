import { FileText, ImageOff } from 'lucide-react';
import { Spinner } from '../../../components/Spinner';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import { useFileSource } from '../../../lib/use-file-blob';

const m = defineMessages({
  loading: {
    id: 'kyc.KycImage.loading',
    defaultMessage: 'Loading {caption}',
    description: 'Read by screen readers while a file loads; {caption} is e.g. Document Front',
  },
  failed: { id: 'kyc.KycImage.failed', defaultMessage: 'Could not load the file' },
  pdf: { id: 'kyc.KycImage.pdf', defaultMessage: 'PDF document' },
  pdfPages: {
    id: 'kyc.KycImage.pdfPages',
    defaultMessage: 'Its pages are kept as images once you submit',
    description: 'Under a PDF certificate chosen but not sent yet',
  },
  openPdf: {
    id: 'kyc.KycImage.openPdf',
    defaultMessage: 'Open PDF<hidden> of the {caption}</hidden>',
    description:
      'Link to a PDF file; the <hidden> part is read by screen readers only. {caption} is e.g. Business Certificate',
  },
});

interface KycImageProps {
  /** A data URL or a link to the authorised file endpoint. */
  src: string;
  caption: string;
  /** The box's shape: 'square' for the portrait, 'wide' for documents. */
  shape?: 'square' | 'wide';
  /** Keeps the caption for screen readers only (the photo input's heading already says it). */
  hideCaption?: boolean;
}

/**
 * One submitted or captured file with its caption. A PDF certificate chosen here shows as a
 * document icon until it is sent (the server keeps it as images of its pages); one stored before
 * that change may still be a PDF, opened as a download.
 */
export function KycImage({ src, caption, shape = 'wide', hideCaption = false }: KycImageProps) {
  const intl = useIntl();
  const file = useFileSource(src);
  const box = `flex items-center justify-center overflow-hidden rounded-xl border border-ink-200 bg-ink-100 ${
    shape === 'square' ? 'aspect-square' : 'aspect-[4/3]'
  }`;
  let body;
  if (file.status === 'loading') {
    body = (
      <Spinner
        className="size-6 text-brand-700"
        label={intl.formatMessage(m.loading, { caption })}
      />
    );
  } else if (file.status === 'failed') {
    body = (
      <span className="flex flex-col items-center gap-1 text-sm text-ink-600">
        <ImageOff className="size-6" aria-hidden="true" />
        {intl.formatMessage(m.failed)}
      </span>
    );
  } else if (file.type === 'application/pdf' && file.src.startsWith('data:')) {
    // Browsers refuse to open data: URLs in a tab; the chosen PDF is simply named.
    body = (
      <span className="flex flex-col items-center gap-1 text-sm font-medium text-ink-700">
        <FileText className="size-8" aria-hidden="true" />
        {intl.formatMessage(m.pdf)}
        <span className="px-3 text-center text-xs font-normal text-ink-600">
          {intl.formatMessage(m.pdfPages)}
        </span>
      </span>
    );
  } else if (file.type === 'application/pdf') {
    body = (
      <a
        href={file.src}
        target="_blank"
        rel="noreferrer"
        className="flex flex-col items-center gap-1 text-sm font-semibold text-accent-700 underline"
      >
        <FileText className="size-8" aria-hidden="true" />
        <FormattedMessage
          {...m.openPdf}
          values={{ caption, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </a>
    );
  } else {
    body = <img src={file.src} alt={caption} className="size-full object-contain" />;
  }
  return (
    <figure className="min-w-0">
      <div className={box}>{body}</div>
      <figcaption className={hideCaption ? 'sr-only' : 'mt-2 text-sm font-medium text-ink-700'}>
        {caption}
      </figcaption>
    </figure>
  );
}
