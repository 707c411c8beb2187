import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { paths } from '../../lib/paths';

const linkClass = 'font-semibold text-accent-700 underline-offset-2 hover:underline';

const faqs: { question: string; answer: ReactNode }[] = [
  {
    question: 'How long does verification take?',
    answer: (
      <p>
        We review every submission within 24-48 hours of receiving it. You get an e-mail when a
        decision is made, and your KYC page shows the result.
      </p>
    ),
  },
  {
    question: 'What documents are accepted?',
    answer: (
      <>
        <p>
          A valid Passport, Driver&apos;s License, National ID Card or Voter&apos;s Card. We cannot
          accept expired, damaged or unclear documents, screenshots or photocopies, or documents
          that were edited.
        </p>
        <p className="mt-2">
          <Link to={paths.guidelines} className={linkClass}>
            Read the guidelines
          </Link>{' '}
          for photo tips.
        </p>
      </>
    ),
  },
  {
    question: 'Is my data safe?',
    answer: (
      <p>
        Yes. ID numbers, dates of birth and phone numbers are encrypted in our database; your selfie
        and documents are stored privately and shown only to you and the reviewers handling your
        case. Members who look you up see only that you are verified, your last name, business name
        and wallet addresses.{' '}
        <Link to={paths.security} className={linkClass}>
          How we keep your data safe
        </Link>
      </p>
    ),
  },
];

function FaqItem({ question, answer }: { question: string; answer: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="border-b border-ink-200 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between gap-3 py-3 text-left font-semibold text-ink-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-accent-700"
        >
          {question}
          <ChevronDown
            className={`size-5 shrink-0 text-ink-600 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="pb-4 text-ink-700">
        {answer}
      </div>
    </li>
  );
}

/** Spec 2's FAQ of three questions, each a disclosure button over its answer. */
export function SupportFaq() {
  return (
    <Card>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-2 text-lg font-semibold text-brand-700">
          Frequently asked questions
        </h2>
        <ul>
          {faqs.map((f) => (
            <FaqItem key={f.question} {...f} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
