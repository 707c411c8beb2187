import { Building2, Camera, Clock, FileText, IdCard, User } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { applicantTypes, documentTypes, idTypes, type ApplicantType } from '@vouch/contracts';
import { Card } from '../../components/Card';

function Need({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-medium text-ink-900">{title}</p>
        <p className="text-sm text-ink-600">{children}</p>
      </div>
    </li>
  );
}

const idNumbers = idTypes.map((t) => t.label.replace(/ \(.*\)$/, '')).join(', ');
const documents = documentTypes.map((d) => d.label).join(', ');

/**
 * What the member will need, how long it takes and what happens after, read before the fee
 * (issue 37). The wizard asks individual or business again; this choice only changes the list.
 * The time is said without figures: the decision is usually quick when every check passes, and
 * a person reviews the rest (the exact figures belong to the instant-decision work).
 */
export function BeforeYouPay() {
  const [kind, setKind] = useState<ApplicantType>('individual');
  const id = useId();
  return (
    <Card className="mb-6">
      <h2 id={id} className="text-lg font-semibold text-brand-700">
        Before you pay: what you will need
      </h2>
      <fieldset className="mt-3">
        <legend className="sr-only">I am verifying as</legend>
        <div className="inline-flex rounded-field border border-ink-300 p-1">
          {applicantTypes.map((t) => (
            <label
              key={t.value}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-ink-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={t.value}
                checked={kind === t.value}
                onChange={() => setKind(t.value)}
                className="sr-only"
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5 grid gap-6 md:grid-cols-[3fr_2fr]">
        <ul className="space-y-4" aria-label="What you will need">
          <Need icon={<IdCard className="size-4" aria-hidden="true" />} title="One ID number">
            {idNumbers}. With a BVN we can compare your record at once.
          </Need>
          <Need icon={<User className="size-4" aria-hidden="true" />} title="A selfie">
            Taken with your camera or uploaded: your face, in good light, no hat or sunglasses.
          </Need>
          <Need
            icon={<FileText className="size-4" aria-hidden="true" />}
            title="Photos of one identity document"
          >
            {documents}. The front of a passport&apos;s photo page; front and back of the others.
            Originals only, valid and readable.
          </Need>
          {kind === 'business' && (
            <Need
              icon={<Building2 className="size-4" aria-hidden="true" />}
              title="Your business details"
            >
              The business name, its registration number (optional) and its certificate (a photo or
              a PDF, optional).
            </Need>
          )}
          <Need icon={<Camera className="size-4" aria-hidden="true" />} title="No camera here?">
            You can upload the photos, or continue on your phone with a link or QR code.
          </Need>
        </ul>
        <div className="space-y-4 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
          <div>
            <p className="flex items-center gap-2 font-semibold text-ink-900">
              <Clock className="size-4 text-accent-700" aria-hidden="true" />
              How long it takes
            </p>
            <p className="mt-1">
              The decision usually takes minutes when every check passes; otherwise a person reviews
              it. You can stop half-way: your progress is kept on this device.
            </p>
          </div>
          <div>
            <p className="font-semibold text-ink-900">What happens after</p>
            <p className="mt-1">
              We e-mail you the decision. Once approved, anyone about to pay you can check you are
              verified; if something needs fixing, we say what and you update only that.
            </p>
          </div>
        </div>
      </div>
    </Card>
  );
}
