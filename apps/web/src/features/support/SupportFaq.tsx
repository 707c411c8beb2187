import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { paths } from '../../lib/paths';
import { defineMessages, useIntl } from '../../i18n';
import type { Message } from '../../i18n/messages';

const linkClass = 'font-semibold text-accent-700 underline-offset-2 hover:underline';

const m = defineMessages({
  title: {
    id: 'support.SupportFaq.title',
    defaultMessage: 'Frequently asked questions',
    description: 'Heading',
  },
  howLong: { id: 'support.SupportFaq.howLong', defaultMessage: 'How long does verification take?' },
  howLongAnswer: {
    id: 'support.SupportFaq.howLongAnswer',
    defaultMessage:
      'We review every submission within 24-48 hours of receiving it. You get an e-mail when a decision is made, and your KYC page shows the result.',
  },
  documents: { id: 'support.SupportFaq.documents', defaultMessage: 'What documents are accepted?' },
  documentsAnswer: {
    id: 'support.SupportFaq.documentsAnswer',
    defaultMessage:
      "A valid Passport, Driver's License, National ID Card or Voter's Card. We cannot accept expired, damaged or unclear documents, screenshots or photocopies, or documents that were edited.",
  },
  documentsTips: {
    id: 'support.SupportFaq.documentsTips',
    defaultMessage: '<link>Read the guidelines</link> for photo tips.',
    description: '<link>: a link to the photo and document guidelines',
  },
  safe: { id: 'support.SupportFaq.safe', defaultMessage: 'Is my data safe?' },
  safeAnswer: {
    id: 'support.SupportFaq.safeAnswer',
    defaultMessage:
      'Yes. ID numbers, dates of birth and phone numbers are encrypted in our database; your selfie and documents are stored privately and shown only to you and the reviewers handling your case. Members who look you up see only that you are verified, your last name, business name and wallet addresses. <link>How we keep your data safe</link>',
    description: '<link>: a link to the Security page',
  },
});

const faqs: { question: Message; answer: (intl: ReturnType<typeof useIntl>) => ReactNode }[] = [
  {
    question: m.howLong,
    answer: (intl) => <p>{intl.formatMessage(m.howLongAnswer)}</p>,
  },
  {
    question: m.documents,
    answer: (intl) => (
      <>
        <p>{intl.formatMessage(m.documentsAnswer)}</p>
        <p className="mt-2">
          {intl.formatMessage(m.documentsTips, {
            link: (chunks) => (
              <Link to={paths.guidelines} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </>
    ),
  },
  {
    question: m.safe,
    answer: (intl) => (
      <p>
        {intl.formatMessage(m.safeAnswer, {
          link: (chunks) => (
            <Link to={paths.security} className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
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
  const intl = useIntl();
  return (
    <Card>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-2 text-lg font-semibold text-brand-700">
          {intl.formatMessage(m.title)}
        </h2>
        <ul>
          {faqs.map((f) => (
            <FaqItem
              key={f.question.id}
              question={intl.formatMessage(f.question)}
              answer={f.answer(intl)}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}
