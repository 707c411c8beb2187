import { ArrowRight, BadgeCheck, Mail, Search } from 'lucide-react';
import { paths, SUPPORT_EMAIL } from '../../../lib/paths';
import { SiteLink } from '../../../components/SiteLink';
import { buttonStyles } from './ui';

/** Illustration of what a member sees after checking someone (spec 2, Check Verification). */
function CheckPreview() {
  return (
    <figure className="rounded-2xl border border-ink-200 bg-white p-5 shadow-lg sm:p-6">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        Example: checking someone before you pay
      </figcaption>
      <div className="mt-4 flex items-center gap-2 rounded-lg border border-ink-200 bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
        <Search aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
        <span className="truncate">Phone Number · 0803 123 4567</span>
      </div>
      <div className="mt-4 rounded-xl border border-success-600/30 bg-success-50 p-4">
        <p className="font-semibold text-success-700">The user is verified ✅.</p>
        <p className="mt-1 text-sm text-ink-700">
          Make sure you are paying or receiving payment from the account with the information shown.
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-ink-50 p-3">
          <dt className="text-ink-600">Last Name</dt>
          <dd className="font-medium text-ink-900">Okafor</dd>
        </div>
        <div className="rounded-lg bg-ink-50 p-3">
          <dt className="text-ink-600">Business Name</dt>
          <dd className="font-medium text-ink-900">Okafor Ventures</dd>
        </div>
      </dl>
    </figure>
  );
}

export function LandingHero() {
  return (
    <section className="border-b border-ink-200 bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            KYC for people and businesses in Nigeria
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">
            End-to-end solution for digital identity verification
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-600">
            Secure, compliant, and automated KYC verification platform for modern businesses
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink to={paths.dashboard} className={buttonStyles.primary}>
              Start Verification
              <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonStyles.secondary}>
              <Mail aria-hidden="true" className="size-4" />
              Contact Us
            </a>
          </div>
          <p className="mt-6 text-sm text-ink-600">
            Already a member?{' '}
            <SiteLink
              to={paths.login}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              Log in
            </SiteLink>
            {' · '}
            <SiteLink
              to={paths.forgotPassword}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              Forgot your password?
            </SiteLink>
          </p>
        </div>
        <CheckPreview />
      </div>
    </section>
  );
}
