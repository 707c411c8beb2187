import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { constants, countries, genders, messages, type RegisterForm } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { SelectField } from '../../components/SelectField';
import { SiteLink } from '../../components/SiteLink';
import { TextField } from '../../components/TextField';
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

const DEFAULT_COUNTRY = 'nigeria' as const;

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

/** The form in three groups (issue 37): twelve fields in a row read as a wall on a phone. */
const groupClass = 'space-y-4 border-t border-ink-200 pt-5 first:border-t-0 first:pt-0';
const legendClass = 'mb-4 text-base font-semibold text-brand-700';

export default function RegisterPage() {
  useDocumentTitle('Create your account');
  // "Wrong address?" on the login screen brings the form back as typed (register-draft.ts), once
  // the screen is hydrated: the prerendered markup cannot know it.
  const draft = useHandedOver<RegisterHandOver>()?.draft;
  const [sameNumber, setSameNumber] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: registerResolver, defaultValues: EMPTY_FORM });
  useEffect(() => {
    if (!draft) return;
    reset({ ...EMPTY_FORM, ...draft });
    if (draft.phoneNumber && draft.phoneNumber === draft.whatsappNumber) setSameNumber(true);
  }, [draft, reset]);
  const password = useWatch({ control, name: 'password' }) ?? '';

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
    <AuthLayout
      wide
      title="Create your account"
      subtitle="Register once, get verified, and let the people you trade with check you."
    >
      {draft && (
        <Alert tone="info" className="mb-5">
          Correct your e-mail address and create the account again. The link sent to{' '}
          <strong className="break-all">{draft.email}</strong> stays unused, and nothing opens
          without it.
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
        <fieldset className={groupClass}>
          <legend className={legendClass}>About you</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <SelectField
              label="Gender"
              options={genders}
              required
              error={errors.gender?.message}
              {...register('gender')}
            />
            <SelectField
              label="Country"
              options={countries}
              required
              error={errors.country?.message}
              // In the markup too: the prerendered screen shows the same choice before the app is up.
              defaultValue={DEFAULT_COUNTRY}
              {...register('country')}
            />
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="dob"
                render={({ field }) => (
                  <DateOfBirthField
                    required
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.dob?.message}
                  />
                )}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className={groupClass}>
          <legend className={legendClass}>How to reach you</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              className="sm:col-span-2"
              label="Email address"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              hint="Your verification link goes here."
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="0803 123 4567"
              required
              error={errors.phoneNumber?.message}
              {...register('phoneNumber', {
                onChange: (e: { target: { value: string } }) => {
                  if (sameNumber) setValue('whatsappNumber', e.target.value);
                },
              })}
            />
            <div>
              <TextField
                label="WhatsApp number"
                type="tel"
                placeholder="0803 123 4567"
                required
                readOnly={sameNumber}
                error={errors.whatsappNumber?.message}
                {...register('whatsappNumber')}
              />
              <Checkbox
                className="mt-2"
                label="My WhatsApp is the same number"
                checked={sameNumber}
                onCheckedChange={(same) => {
                  setSameNumber(same);
                  if (same) {
                    setValue('whatsappNumber', getValues('phoneNumber'), {
                      shouldValidate: isSubmitted,
                    });
                  }
                }}
              />
            </div>
            <TextField
              label="WeChat name (optional)"
              error={errors.wechatName?.message}
              {...register('wechatName')}
            />
            <TextField
              label="WeChat ID (optional)"
              error={errors.wechatId?.message}
              {...register('wechatId')}
            />
          </div>
        </fieldset>

        <fieldset className={groupClass}>
          <legend className={legendClass}>Password</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <PasswordField
                label="Password"
                autoComplete="new-password"
                required
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordChecklist value={password} minLength={constants.passwordMinLength} />
            </div>
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </div>
        </fieldset>

        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              required
              name={field.name}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.terms?.message}
              label={
                <>
                  I agree to the{' '}
                  <SiteLink to={paths.legal} className={authLinkClass}>
                    Terms of Service
                  </SiteLink>{' '}
                  and the{' '}
                  <SiteLink to={`${paths.legal}?tab=privacy`} className={authLinkClass}>
                    Privacy Policy
                  </SiteLink>
                  , and I am at least {constants.minimumAgeYears} years old.
                </>
              }
            />
          )}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Create account
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-600">
        Already have an account?{' '}
        <SiteLink to={paths.login} className={authLinkClass}>
          Log in
        </SiteLink>
      </p>
    </AuthLayout>
  );
}
