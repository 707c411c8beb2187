import { Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { constants, messages } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PasswordField } from '../../components/PasswordField';
import { SiteLink } from '../../components/SiteLink';
import { Spinner, spinnerMessages } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { paths, safeNextPath } from '../../lib/paths';
import { clearSession, setToken } from '../../lib/session';
import { fetchAccountInfo } from '../../lib/account-info';
import { handOver } from '../../lib/hand-over';
import { sleep } from '../../lib/sleep';
import { useHandedOver } from '../../lib/use-handed-over';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoginSecondStep } from '../second-factor/lazy';
import { login, CLIENT_IP } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';
import { CheckInboxNotice } from './CheckInboxNotice';
import { loginResolver } from './login-resolver';
import type { RegisterDraft } from './register-draft';

const m = defineMessages({
  tabTitle: { id: 'auth.LoginPage.tabTitle', defaultMessage: 'Login', description: 'Tab title' },
  secondStepTitle: { id: 'auth.LoginPage.secondStepTitle', defaultMessage: "Confirm it's you" },
  secondStepSubtitle: {
    id: 'auth.LoginPage.secondStepSubtitle',
    defaultMessage: 'Your password was right. Two-step verification is on for this account.',
  },
  inboxTitle: {
    id: 'auth.LoginPage.inboxTitle',
    defaultMessage: 'Check your inbox',
    description: 'Heading right after registration: the verification link was e-mailed',
  },
  title: { id: 'auth.LoginPage.title', defaultMessage: 'Log in to Vouch' },
  subtitle: {
    id: 'auth.LoginPage.subtitle',
    defaultMessage: 'Welcome back. Enter your details to continue.',
  },
  email: { id: 'auth.LoginPage.email', defaultMessage: 'Email address' },
  password: { id: 'auth.LoginPage.password', defaultMessage: 'Password' },
  rememberMe: {
    id: 'auth.LoginPage.rememberMe',
    defaultMessage: 'Remember me',
    description: 'Checkbox: stay signed in on this device',
  },
  forgot: { id: 'auth.LoginPage.forgot', defaultMessage: "Don't remember your password?" },
  submit: { id: 'auth.LoginPage.submit', defaultMessage: 'Login', description: 'Button' },
  withCode: {
    id: 'auth.LoginPage.withCode',
    defaultMessage: 'Sign in with an e-mailed code instead',
  },
  notRegistered: {
    id: 'auth.LoginPage.notRegistered',
    defaultMessage: 'Not registered yet? <link>Register Here</link>',
  },
});

/** What another screen hands over when it sends the member here (lib/hand-over.ts). */
export interface LoginHandOver {
  notice?: string;
  /** Registration's hand-over (issue 37): the address the link went to, and the form as typed. */
  registered?: { email: string; draft: RegisterDraft };
}

export default function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  // Null in the first render (the prerendered markup cannot know it), then registration's notice.
  const handed = useHandedOver<LoginHandOver>();
  const notice = handed?.notice;
  // undefined until the screen shows a banner of its own: the handed-over notice meanwhile.
  const [banner, setBanner] = useState<{ tone: AlertTone; text: string } | null>();
  // A member with two-step verification: the password was right, the factor comes next. The
  // token is kept here, not stored, until the factor is passed (it opens nothing before).
  const [pending, setPending] = useState<string | null>(null);
  const handedNotice = notice ? { tone: 'success' as const, text: notice } : null;
  const shown = banner === undefined ? handedNotice : banner;
  // Right after "Create account" the inbox notice is read first, in place of the welcome.
  const registered = banner === undefined ? handed?.registered : undefined;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  // The address just registered is the one to log in with.
  const registeredEmail = handed?.registered?.email;
  useEffect(() => {
    if (registeredEmail) setValue('email', registeredEmail);
  }, [registeredEmail, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    const res = await login({
      email_address: values.email,
      password: values.password,
      ip_address: CLIENT_IP,
      remember_me: values.rememberMe,
    });
    if (!res.ok) {
      setBanner({ tone: 'error', text: (res.status !== 0 && res.msg) || messages.loginFailed });
      return;
    }
    if (res.msg.second_factor === 'required') {
      setPending(res.msg.authToken);
      return;
    }
    await finish(res.msg.authToken);
  });

  async function finish(token: string) {
    // Spec 4: store the token, wait a second, then load the user info.
    setToken(token);
    await sleep(constants.loginUserInfoDelayMs);
    let staff = false;
    try {
      const profile = await fetchAccountInfo();
      staff = profile.role !== 'member';
    } catch {
      clearSession();
      setPending(null);
      setBanner({ tone: 'error', text: messages.serverBusy });
      return;
    }
    // A protected page a mailed link opened (a copy of your data) sent the member here first.
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    // Staff land on the back office, which asks for their second factor first: they are not
    // signed in until they pass it, so "Login success" is not said to them here (issue 37).
    // A full page load either way: this screen may be the static page, without the app.
    if (staff) {
      window.location.assign(next ?? paths.backoffice);
      return;
    }
    setBanner({ tone: 'success', text: messages.loginSuccess });
    const to = next ?? paths.dashboard;
    handOver(new URL(to, window.location.origin).pathname, { notice: messages.loginSuccess });
    window.location.assign(to);
  }

  if (pending) {
    return (
      <AuthLayout
        title={intl.formatMessage(m.secondStepTitle)}
        subtitle={intl.formatMessage(m.secondStepSubtitle)}
      >
        <Suspense fallback={<Spinner label={intl.formatMessage(spinnerMessages.loading)} />}>
          <LoginSecondStep
            token={pending}
            onVerified={() => void finish(pending)}
            onBack={(text) => {
              setPending(null);
              setBanner(text ? { tone: 'error', text } : null);
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={intl.formatMessage(registered ? m.inboxTitle : m.title)}
      subtitle={registered ? undefined : intl.formatMessage(m.subtitle)}
    >
      {registered && <CheckInboxNotice email={registered.email} draft={registered.draft} />}
      {shown && !registered && (
        <Alert tone={shown.tone} className="mb-5">
          {shown.text}
        </Alert>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        // The validation (zod, tens of kB to parse) loads when the member first touches the form,
        // not while a slow phone is still busy showing the screen (issue 37: blocking time).
        onFocusCapture={loginResolver.preload}
        onPointerDownCapture={loginResolver.preload}
        className="space-y-5"
      >
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                label={intl.formatMessage(m.rememberMe)}
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <SiteLink to={paths.forgotPassword} className={`text-sm ${authLinkClass}`}>
            {intl.formatMessage(m.forgot)}
          </SiteLink>
        </div>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(m.submit)}
        </Button>
        <p className="text-center text-sm">
          <SiteLink to={paths.signInWithCode} className={authLinkClass}>
            {intl.formatMessage(m.withCode)}
          </SiteLink>
        </p>
      </form>
      <p className="mt-6 text-center text-ink-600">
        <FormattedMessage
          {...m.notRegistered}
          values={{
            link: (chunks) => (
              <SiteLink to={paths.register} className={authLinkClass}>
                {chunks}
              </SiteLink>
            ),
          }}
        />
      </p>
    </AuthLayout>
  );
}
