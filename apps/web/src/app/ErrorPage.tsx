import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { messages } from '@vouch/contracts';
import { buttonClass } from '../components/Button';
import { defineMessages, useIntl } from '../i18n';
import { paths } from '../lib/paths';

const m = defineMessages({
  tabTitle: {
    id: 'shell.ErrorPage.tabTitle',
    defaultMessage: 'Error · Vouch',
    description: 'Tab title',
  },
  explain: {
    id: 'shell.ErrorPage.explain',
    defaultMessage: 'Something went wrong while showing this page. Please try again.',
  },
  home: {
    id: 'shell.ErrorPage.home',
    defaultMessage: 'Go to the home page',
    description: 'Button',
  },
});

/** Spec 8's router fallback: 'Unexpected Application Error!' with a way home. */
export function ErrorPage() {
  const intl = useIntl();
  const error = useRouteError();
  const tabTitle = intl.formatMessage(m.tabTitle);
  useEffect(() => {
    document.title = tabTitle;
    console.error(error);
  }, [error, tabTitle]);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md rounded-2xl border border-ink-200 bg-white p-8 text-center shadow-sm">
        <img src="/logo.svg" alt="" width={48} height={48} className="mx-auto mb-4 size-12" />
        <h1 className="text-2xl font-bold text-brand-700">{messages.unexpectedError}</h1>
        <p className="mt-2 text-ink-600">{intl.formatMessage(m.explain)}</p>
        <Link to={paths.landing} reloadDocument className={`${buttonClass('primary')} mt-6`}>
          {intl.formatMessage(m.home)}
        </Link>
      </div>
    </main>
  );
}
