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
import { constants, type RegisterForm } from '@vouch/contracts';
import { Checkbox } from '../../components/Checkbox';
import { DateOfBirthField } from '../../components/DateOfBirthField';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { countryOptions, genderOptions } from '../../components/person-options';
import { SelectField } from '../../components/SelectField';
import { SiteLink } from '../../components/SiteLink';
import { TextField } from '../../components/TextField';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { paths } from '../../lib/paths';
import { authLinkClass } from './AuthLayout';

/** The form's words; the code sign-up (CodeSignUpForm) shares the number fields'. */
export const registerMessages = defineMessages({
  aboutYou: {
    id: 'auth.RegisterSections.aboutYou',
    defaultMessage: 'About you',
    description: 'Heading of a group of fields',
  },
  firstName: { id: 'auth.RegisterSections.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.RegisterSections.lastName', defaultMessage: 'Last name' },
  gender: { id: 'auth.RegisterSections.gender', defaultMessage: 'Gender' },
  country: { id: 'auth.RegisterSections.country', defaultMessage: 'Country' },
  reachYou: {
    id: 'auth.RegisterSections.reachYou',
    defaultMessage: 'How to reach you',
    description: 'Heading of a group of fields: e-mail, phone, WhatsApp, WeChat',
  },
  email: { id: 'auth.RegisterSections.email', defaultMessage: 'Email address' },
  emailHint: {
    id: 'auth.RegisterSections.emailHint',
    defaultMessage: 'Your verification link goes here.',
    description: 'Hint under the e-mail address field',
  },
  phone: { id: 'auth.RegisterSections.phone', defaultMessage: 'Phone number' },
  whatsapp: { id: 'auth.RegisterSections.whatsapp', defaultMessage: 'WhatsApp number' },
  sameNumber: {
    id: 'auth.RegisterSections.sameNumber',
    defaultMessage: 'My WhatsApp is the same number',
    description: 'Checkbox: the WhatsApp number is the phone number',
  },
  wechatName: { id: 'auth.RegisterSections.wechatName', defaultMessage: 'WeChat name (optional)' },
  wechatId: { id: 'auth.RegisterSections.wechatId', defaultMessage: 'WeChat ID (optional)' },
  passwordGroup: {
    id: 'auth.RegisterSections.passwordGroup',
    defaultMessage: 'Password',
    description: 'Heading of a group of fields: the password and its confirmation',
  },
  password: { id: 'auth.RegisterSections.password', defaultMessage: 'Password' },
  confirmPassword: {
    id: 'auth.RegisterSections.confirmPassword',
    defaultMessage: 'Confirm password',
  },
  terms: {
    id: 'auth.RegisterSections.terms',
    defaultMessage:
      'I agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>, and I am at least {age} years old.',
    description: 'Checkbox label with two links; {age} is the minimum age (18)',
  },
});
const m = registerMessages;

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
  const intl = useIntl();
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{intl.formatMessage(m.aboutYou)}</legend>
      <div className={fieldsClass}>
        <TextField
          label={intl.formatMessage(m.firstName)}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <SelectField
          label={intl.formatMessage(m.gender)}
          options={genderOptions(intl)}
          required
          error={errors.gender?.message}
          {...register('gender')}
        />
        <SelectField
          label={intl.formatMessage(m.country)}
          options={countryOptions(intl)}
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
  const intl = useIntl();
  const [sameNumber, setSameNumber] = useState(false);
  useEffect(() => {
    if (sameNumberTyped) setSameNumber(true);
  }, [sameNumberTyped]);
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{intl.formatMessage(m.reachYou)}</legend>
      <div className={fieldsClass}>
        <TextField
          className="sm:col-span-2"
          label={intl.formatMessage(m.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          hint={intl.formatMessage(m.emailHint)}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={intl.formatMessage(m.phone)}
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
            label={intl.formatMessage(m.whatsapp)}
            type="tel"
            placeholder="0803 123 4567"
            required
            readOnly={sameNumber}
            error={errors.whatsappNumber?.message}
            {...register('whatsappNumber')}
          />
          <Checkbox
            className="mt-2"
            label={intl.formatMessage(m.sameNumber)}
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
          label={intl.formatMessage(m.wechatName)}
          error={errors.wechatName?.message}
          {...register('wechatName')}
        />
        <TextField
          label={intl.formatMessage(m.wechatId)}
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
  const intl = useIntl();
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{intl.formatMessage(m.passwordGroup)}</legend>
      <div className={fieldsClass}>
        <div>
          <PasswordField
            label={intl.formatMessage(m.password)}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordChecklist value={password} minLength={constants.passwordMinLength} />
        </div>
        <PasswordField
          label={intl.formatMessage(m.confirmPassword)}
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
            <FormattedMessage
              {...m.terms}
              values={{
                age: constants.minimumAgeYears,
                terms: (chunks) => (
                  <SiteLink to={paths.legal} className={authLinkClass}>
                    {chunks}
                  </SiteLink>
                ),
                privacy: (chunks) => (
                  <SiteLink to={`${paths.legal}?tab=privacy`} className={authLinkClass}>
                    {chunks}
                  </SiteLink>
                ),
              }}
            />
          }
        />
      )}
    />
  );
});
