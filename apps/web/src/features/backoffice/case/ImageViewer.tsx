import * as Dialog from '@radix-ui/react-dialog';
import { Maximize, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface ViewerImage {
  src: string;
  caption: string;
}

const LEVELS = [1, 1.5, 2, 3, 4];
const toolClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-field border border-white/30 px-3 text-sm font-semibold text-white hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40';

interface ImageViewerProps {
  image: ViewerImage | null;
  onClose: () => void;
}

/**
 * A submitted image full screen: zoom in and out (buttons, or + and −), fit (button or 0), and
 * move around a zoomed image with the scroll bars or the arrow keys. Escape closes.
 */
export function ImageViewer({ image, onClose }: ImageViewerProps) {
  return (
    <Dialog.Root open={!!image} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/90" />
        {image && <ViewerContent key={image.src} image={image} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerContent({ image }: { image: ViewerImage }) {
  const [level, setLevel] = useState(0);
  // The image's width when fitted, measured once it has loaded; zoom multiplies it.
  const [fitWidth, setFitWidth] = useState(0);
  const zoom = LEVELS[level]!;
  const zoomed = level > 0 && fitWidth > 0;
  const zoomIn = () => setLevel((l) => Math.min(l + 1, LEVELS.length - 1));
  const zoomOut = () => setLevel((l) => Math.max(l - 1, 0));
  const region = useRef<HTMLDivElement>(null);
  // Where the middle of the view was (as a share of the whole), kept there as the zoom changes.
  const centre = useRef({ x: 0.5, y: 0.5 });

  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    el.scrollLeft = centre.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = centre.current.y * el.scrollHeight - el.clientHeight / 2;
  }, [zoom]);

  function rememberCentre() {
    const el = region.current;
    if (!el || el.scrollWidth === 0) return;
    centre.current = {
      x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
      y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
    };
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === '+' || e.key === '=') zoomIn();
    else if (e.key === '-' || e.key === '_') zoomOut();
    else if (e.key === '0') setLevel(0);
    else return;
    e.preventDefault();
  }

  return (
    <Dialog.Content
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-ink-900 outline-none"
    >
      <div className="flex flex-wrap items-center gap-2 px-4 py-3 text-white">
        <div className="mr-auto min-w-0 max-sm:basis-full">
          <Dialog.Title className="truncate text-lg font-semibold">{image.caption}</Dialog.Title>
          <Dialog.Description className="text-xs text-ink-300 max-sm:sr-only">
            + and − zoom, 0 fits, arrow keys move around, Escape closes.
          </Dialog.Description>
        </div>
        <button type="button" className={toolClass} onClick={zoomOut} disabled={level === 0}>
          <ZoomOut className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Zoom out</span>
        </button>
        <span aria-live="polite" className="min-w-14 text-center text-sm tabular-nums">
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className={toolClass}
          onClick={zoomIn}
          disabled={level === LEVELS.length - 1}
        >
          <ZoomIn className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Zoom in</span>
        </button>
        <button type="button" className={toolClass} onClick={() => setLevel(0)} disabled={!level}>
          <Maximize className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Fit</span>
        </button>
        <Dialog.Close aria-label="Close" className={`${toolClass} max-sm:ml-auto`}>
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </div>
      <div
        // Focusable, so the arrow keys scroll a zoomed image.
        ref={region}
        onScroll={rememberCentre}
        tabIndex={0}
        role="region"
        aria-label={`${image.caption}, ${Math.round(zoom * 100)}%`}
        className="flex min-h-0 flex-1 overflow-auto p-4 focus-visible:outline-2 focus-visible:outline-white"
      >
        <img
          src={image.src}
          alt={image.caption}
          onLoad={(e) => setFitWidth(e.currentTarget.getBoundingClientRect().width)}
          // m-auto centres without cutting off the left or top of an image larger than the box.
          className={`m-auto ${zoomed ? 'max-w-none' : 'max-h-full max-w-full object-contain'}`}
          style={zoomed ? { width: fitWidth * zoom } : undefined}
        />
      </div>
    </Dialog.Content>
  );
}
