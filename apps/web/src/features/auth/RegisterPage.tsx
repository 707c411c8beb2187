import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isLocale, messages, type RegisterForm } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SiteLink } from '../../components/SiteLink';
import { FormattedMessage, defineMessages, useIntl, useLocale } from '../../i18n';
import { applyServerErrors } from '../../lib/form-errors';
import { handOver } from '../../lib/hand-over';
import { loginThenBack, paths, safeNextPath } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHandedOver } from '../../lib/use-handed-over';
import { CLIENT_IP, register as registerMember } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';
import type { LoginHandOver } from './LoginPage';
import type { RegisterHandOver } from './register-draft';
import { registerResolver } from './register-resolver';
import {
  AboutYou,
  AgreeToTerms,
  ChoosePassword,
  DEFAULT_COUNTRY,
  HowToReachYou,
} from './RegisterSections';

const m = defineMessages({
  title: { id: 'auth.RegisterPage.title', defaultMessage: 'Create your account' },
  subtitle: {
    id: 'auth.RegisterPage.subtitle',
    defaultMessage: 'Register once, get verified, and let the people you trade with check you.',
  },
  correctEmail: {
    id: 'auth.RegisterPage.correctEmail',
    defaultMessage:
      'Correct your e-mail address and create the account again. The link sent to <b>{email}</b> stays unused, and nothing opens without it.',
    description: '{email}: the address typed before, whose verification link was sent (in bold)',
  },
  submit: {
    id: 'auth.RegisterPage.submit',
    defaultMessage: 'Create account',
    description: 'Button',
  },
  haveAccount: {
    id: 'auth.RegisterPage.haveAccount',
    defaultMessage: 'Already have an account? <link>Log in</link>',
  },
});

/** The API's snake_case fields back to the form's (spec 3). */
const fieldOf = {
  first_name: 'firstName',
  last_name: 'lastName',
  email_address: 'email',
  phone_number: 'phoneNumber',
  whatsapp_number: 'whatsappNumber',
  wechat_name: 'wechatName',
  wechat_id: 'wechatId',
  gender: 'gender',
  dob: 'dob',
  country: 'country',
  password: 'password',
} as const satisfies Record<string, keyof RegisterForm>;

const EMPTY_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  whatsappNumber: '',
  wechatName: '',
  wechatId: '',
  dob: '',
  country: DEFAULT_COUNTRY,
  password: '',
  confirmPassword: '',
} satisfies Partial<RegisterForm>;

export default function RegisterPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  useDocumentTitle(intl.formatMessage(m.title));
  // "Wrong address?" on the login screen brings the form back as typed (register-draft.ts), once
  // the screen is hydrated: the prerendered markup cannot know it.
  const draft = useHandedOver<RegisterHandOver>()?.draft;
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { isSubmitting },
  } = useForm({ resolver: registerResolver, defaultValues: EMPTY_FORM });
  useEffect(() => {
    if (!draft) return;
    reset({ ...EMPTY_FORM, ...draft });
  }, [draft, reset]);

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await registerMember({
      first_name: v.firstName,
      last_name: v.lastName,
      email_address: v.email,
      phone_number: v.phoneNumber,
      whatsapp_number: v.whatsappNumber,
      wechat_name: v.wechatName,
      wechat_id: v.wechatId,
      gender: v.gender,
      dob: v.dob,
      country: v.country,
      password: v.password,
      ip_address: CLIENT_IP,
      // The language the visitor registered in: their mails and texts use it (issue 51).
      preferred_language: isLocale(locale) ? locale : undefined,
    });
    if (!res.ok) {
      setServerError(res.msg);
      applyServerErrors(res.errors, fieldOf, setError);
      return;
    }
    const { password: _p, confirmPassword: _c, terms: _t, ...typed } = v;
    const state: LoginHandOver = {
      notice: messages.registrationSuccess,
      registered: { email: v.email, draft: typed },
    };
    handOver(paths.login, state);
    // A verification link sent them here (issue 33): after signing in, back to it. A full page
    // load: this screen may be the static page, without the app.
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    window.location.assign(next ? loginThenBack(next) : paths.login);
  });

  return (
    <AuthLayout wide title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      {draft && (
        <Alert tone="info" className="mb-5">
          <FormattedMessage
            {...m.correctEmail}
            values={{
              email: draft.email,
              b: (chunks) => <strong className="break-all">{chunks}</strong>,
            }}
          />
        </Alert>
      )}
      {serverError && (
        <Alert tone="error" className="mb-5">
          {serverError}
        </Alert>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        // The validation (zod, tens of kB to parse) loads when the member first touches the form,
        // not while a slow phone is still busy showing the screen (issue 37: blocking time).
        onFocusCapture={registerResolver.preload}
        onPointerDownCapture={registerResolver.preload}
        className="space-y-6"
      >
        <AboutYou control={control} register={register} />
        <HowToReachYou
          control={control}
          register={register}
          setValue={setValue}
          getValues={getValues}
          sameNumberTyped={!!draft?.phoneNumber && draft.phoneNumber === draft.whatsappNumber}
        />
        <ChoosePassword control={control} register={register} />
        <AgreeToTerms control={control} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-600">
        <FormattedMessage
          {...m.haveAccount}
          values={{
            link: (chunks) => (
              <SiteLink to={paths.login} className={authLinkClass}>
                {chunks}
              </SiteLink>
            ),
          }}
        />
      </p>
    </AuthLayout>
  );
}
