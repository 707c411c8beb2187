import { KycImage } from './KycImage';

export interface KycFileItem {
  src: string | null;
  caption: string;
}

/** The captured or submitted files with their captions; missing ones are left out. */
export function KycImageGrid({ items }: { items: KycFileItem[] }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {items.map((i) =>
        i.src ? (
          <KycImage
            key={i.caption}
            src={i.src}
            caption={i.caption}
            // One shape for all, so the row lines up; each image is contained, not cut.
            shape="wide"
          />
        ) : null,
      )}
    </div>
  );
}
