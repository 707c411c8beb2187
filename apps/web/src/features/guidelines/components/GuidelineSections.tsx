import { Building2, Camera, IdCard, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { constants, documentTypes } from '@vouch/contracts';
import { buttonClass } from '../../../components/Button';
import { paths } from '../../../lib/paths';
import { CheckList, GuideCard } from './GuideCard';

/** Which sides of each document must be photographed (spec 4). */
const sides: Record<(typeof documentTypes)[number]['value'], string> = {
  passport: 'Front (photo page) only',
  drivers_licence: 'Front and back',
  national_id: 'Front and back',
  voters_card: 'Front and back',
};

export function DocumentsGuide() {
  return (
    <GuideCard
      id="guide-documents"
      icon={<IdCard className="size-5" />}
      title="Documents"
      intro="Use an original, valid document issued to you."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink-900">Accepted documents</h3>
          <ul className="mt-3 divide-y divide-ink-200 rounded-xl border border-ink-200">
            {documentTypes.map((d) => (
              <li key={d.value} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="font-medium text-ink-900">{d.label}</span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                  {sides[d.value]}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <CheckList
          title="Not accepted"
          tone="no"
          items={[
            'Expired, damaged or unclear documents',
            'Screenshots or photocopies',
            'Digitally manipulated documents',
          ]}
        />
      </div>
    </GuideCard>
  );
}

export function PhotosGuide() {
  return (
    <GuideCard
      id="guide-photos"
      icon={<Camera className="size-5" />}
      title="Photos"
      intro="Clear photos help your review go quickly. You can take them with your camera or upload them."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <CheckList
          title="Your selfie"
          tone="yes"
          items={[
            'Good, even light on your face',
            'Face centred and fully in the frame',
            'No hat or sunglasses',
            'Plain background',
          ]}
        />
        <CheckList
          title="Your document"
          tone="yes"
          items={[
            'All four corners visible',
            'No glare or reflections',
            'Sharp, readable text',
            'The original document, flat on a dark surface',
          ]}
        />
      </div>
    </GuideCard>
  );
}

export function BusinessGuide() {
  return (
    <GuideCard
      id="guide-business"
      icon={<Building2 className="size-5" />}
      title="Business requirements"
      intro="Business details appear to members who check you, so people know which business they are dealing with."
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          {
            term: 'Business name',
            desc: 'Required, at least 3 characters, as registered.',
          },
          {
            term: 'Registration number',
            desc: 'Optional. If given, at least 5 characters, e.g. your CAC RC or BN number.',
          },
          {
            term: 'Certificate',
            desc: 'A clear image of your certificate of registration.',
          },
        ].map(({ term, desc }) => (
          <div key={term} className="rounded-xl bg-ink-50 p-4">
            <dt className="font-medium text-ink-900">{term}</dt>
            <dd className="mt-1 text-sm text-ink-600">{desc}</dd>
          </div>
        ))}
      </dl>
    </GuideCard>
  );
}

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
});

const steps = [
  {
    title: 'Pay the fee',
    text: `A one-time ${naira.format(constants.kycFeeNaira)} verification fee, by card, bank transfer or USSD.`,
  },
  {
    title: 'Submit your details',
    text: 'Your ID details, a selfie and a photo of your document, plus your business details if you verify a business.',
  },
  {
    title: 'Review',
    text: 'Automated checks run at once. When every one passes (your BVN record and its photo match your selfie and document, nothing is duplicated or listed), you are verified in seconds, and a reviewer may take a second look later. Anything else goes to a reviewer: your KYC page shows how long reviews are taking. If something needs fixing, you see the reason and can update it.',
  },
  {
    title: 'Get verified',
    text: 'Once approved, other members can find you and see that you are verified before they pay you.',
  },
] as const;

export function ProcessGuide() {
  return (
    <GuideCard
      id="guide-process"
      icon={<ListChecks className="size-5" />}
      title="The verification process"
    >
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-ink-200 p-4">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-ink-900">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-1 text-sm text-ink-600">{s.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6">
        <Link to={paths.kyc} className={buttonClass('primary')}>
          Start Verification
        </Link>
      </div>
    </GuideCard>
  );
}
