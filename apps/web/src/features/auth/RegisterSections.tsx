import { memo, useEffect, useState } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { constants, countries, genders, type RegisterForm } from '@vouch/contracts';
import { Checkbox } from '../../components/Checkbox';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { SelectField } from '../../components/SelectField';
import { SiteLink } from '../../components/SiteLink';
import { TextField } from '../../components/TextField';
import { paths } from '../../lib/paths';
import { authLinkClass } from './AuthLayout';

/**
 * The registration form's parts, in the three groups a phone shows them in (issue 37). Each reads
 * its own fields' errors (useFormState) and is memoised, so that a render of the form as a whole
 * (react-hook-form renders it once more as it mounts, again on submit) does not render every
 * field again, and so that React hydrates the form a part at a time, yielding between them: a
 * slow phone answers a tap in between (decision 0047).
 */
interface PartProps {
  control: Control<RegisterForm>;
  register: UseFormRegister<RegisterForm>;
}

export const DEFAULT_COUNTRY = 'nigeria' as const;

// A rule above each group but the first. The legend floats so that it sits below the rule rather
// than in it (a fieldset draws its border through its legend), the same distance from its fields
// in every group.
const groupClass = 'border-t border-ink-200 pt-5 first:border-t-0 first:pt-0';
const legendClass = 'float-left mb-4 w-full text-base font-semibold text-brand-700';
const fieldsClass = 'clear-both grid gap-5 sm:grid-cols-2';

export const AboutYou = memo(function AboutYou({ control, register }: PartProps) {
  const { errors } = useFormState({
    control,
    name: ['firstName', 'lastName', 'gender', 'country'],
  });
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>About you</legend>
      <div className={fieldsClass}>
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
            render={({ field, fieldState }) => (
              <DateOfBirthField
                required
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </div>
    </fieldset>
  );
});

export const HowToReachYou = memo(function HowToReachYou({
  control,
  register,
  setValue,
  getValues,
  sameNumberTyped,
}: PartProps & {
  setValue: UseFormSetValue<RegisterForm>;
  getValues: UseFormGetValues<RegisterForm>;
  /** The form brought back as typed had the same phone and WhatsApp numbers. */
  sameNumberTyped: boolean;
}) {
  const { errors, isSubmitted } = useFormState({
    control,
    name: ['email', 'phoneNumber', 'whatsappNumber', 'wechatName', 'wechatId'],
  });
  const [sameNumber, setSameNumber] = useState(false);
  useEffect(() => {
    if (sameNumberTyped) setSameNumber(true);
  }, [sameNumberTyped]);
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>How to reach you</legend>
      <div className={fieldsClass}>
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
  );
});

export const ChoosePassword = memo(function ChoosePassword({ control, register }: PartProps) {
  const { errors } = useFormState({ control, name: ['password', 'confirmPassword'] });
  const password = useWatch({ control, name: 'password' }) ?? '';
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>Password</legend>
      <div className={fieldsClass}>
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
  );
});

export const AgreeToTerms = memo(function AgreeToTerms({ control }: Pick<PartProps, 'control'>) {
  return (
    <Controller
      control={control}
      name="terms"
      render={({ field, fieldState }) => (
        <Checkbox
          required
          name={field.name}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
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
  );
});
