import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { constants, countries, genders, messages, type RegisterForm } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CLIENT_IP, register as registerMember } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';
import type { LoginLocationState } from './LoginPage';
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

const DEFAULT_COUNTRY = 'nigeria';

export default function RegisterPage() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: registerResolver,
    defaultValues: {
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
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  // The validation downloads once the screen is up (before the member can have typed much).
  useEffect(() => registerResolver.preload(), []);

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
    const state: LoginLocationState = { notice: messages.registrationSuccess };
    navigate(paths.login, { state });
  });

  return (
    <AuthLayout
      wide
      title="Create your account"
      subtitle="Register once, get verified, and let the people you trade with check you."
    >
      {serverError && (
        <Alert tone="error" className="mb-5">
          {serverError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
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
        <TextField
          className="sm:col-span-2"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
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
          {...register('phoneNumber')}
        />
        <TextField
          label="WhatsApp number"
          type="tel"
          placeholder="0803 123 4567"
          required
          error={errors.whatsappNumber?.message}
          {...register('whatsappNumber')}
        />
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
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              className="sm:col-span-2"
              required
              name={field.name}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.terms?.message}
              label={
                <>
                  I agree to the{' '}
                  <Link to={paths.legal} className={authLinkClass}>
                    Terms of Service
                  </Link>{' '}
                  and the{' '}
                  <Link to={`${paths.legal}?tab=privacy`} className={authLinkClass}>
                    Privacy Policy
                  </Link>
                  , and I am at least {constants.minimumAgeYears} years old.
                </>
              }
            />
          )}
        />
        <Button type="submit" fullWidth loading={isSubmitting} className="sm:col-span-2">
          Create account
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-600">
        Already have an account?{' '}
        <Link to={paths.login} className={authLinkClass}>
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
