import { useState } from 'react';
import { useForm, useFormState, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { codeSignUpFormSchema, emailCodeMessages, type RegisterForm } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { TextField } from '../../components/TextField';
import { defineMessages, FormattedMessage, isServerText, useIntl, useLocale } from '../../i18n';
import { applyServerErrors } from '../../lib/form-errors';
import { CLIENT_IP } from './api';
import { codeSignUp, pageLanguage } from './code-api';
import type { RegisterDraft } from './register-draft';
import { AboutYou, AgreeToTerms, DEFAULT_COUNTRY, registerMessages } from './RegisterSections';

const m = defineMessages({
  confirmed: {
    id: 'auth.CodeSignUpForm.confirmed',
    defaultMessage:
      '<b>{email}</b> is confirmed. Now a few details about you, as they appear on your ID.',
    description: '{email}: the address the e-mailed code just proved',
  },
  startAgain: {
    id: 'auth.CodeSignUpForm.startAgain',
    defaultMessage: 'Start again',
    description: 'Button after an error: ask for a new code',
  },
  yourNumber: {
    id: 'auth.CodeSignUpForm.yourNumber',
    defaultMessage: 'Your number',
    description: 'Heading of the phone and WhatsApp number fields',
  },
  submit: {
    id: 'auth.CodeSignUpForm.submit',
    defaultMessage: 'Continue to verification',
    description: 'Button',
  },
});

/**
 * The registration form's parts typed for RegisterForm; this form holds its fields but the
 * e-mail (proved by the code) and the password (none), and checks them with the code sign-up's
 * own schema.
 */
const resolver = zodResolver(codeSignUpFormSchema) as unknown as Resolver<RegisterForm>;

const fieldOf = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  whatsapp_number: 'whatsappNumber',
  gender: 'gender',
  dob: 'dob',
  country: 'country',
  accept_terms: 'terms',
} as const;

/** What verification needs of someone new to Vouch, once the code proved their address. */
export function CodeSignUpForm({
  email,
  ticket,
  prefill,
  onSignedUp,
  onExpired,
}: {
  email: string;
  ticket: string;
  prefill?: Partial<RegisterDraft> | undefined;
  onSignedUp: (token: string) => void;
  onExpired: () => void;
}) {
  const intl = useIntl();
  const language = pageLanguage(useLocale().locale);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sameNumber, setSameNumber] = useState(true);
  const { register, control, handleSubmit, setError, setValue, getValues } = useForm<RegisterForm>({
    resolver,
    defaultValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      phoneNumber: prefill?.phoneNumber ?? '',
      whatsappNumber: prefill?.phoneNumber ?? '',
      dob: '',
      country: DEFAULT_COUNTRY,
    },
  });
  const { errors, isSubmitting } = useFormState({ control });
  // An expired ticket, or an account made since the code: a new code is the way on (it signs
  // an existing account in).
  const startAgain =
    isServerText(serverError, emailCodeMessages.ticketInvalid) ||
    isServerText(serverError, emailCodeMessages.alreadyRegistered);

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await codeSignUp({
      // The language the visitor signed up in (issue 51).
      preferred_language: language,
      signup_token: ticket,
      email_address: email,
      first_name: v.firstName,
      last_name: v.lastName,
      phone_number: v.phoneNumber,
      whatsapp_number: sameNumber ? v.phoneNumber : v.whatsappNumber,
      gender: v.gender,
      dob: v.dob,
      country: v.country,
      accept_terms: true,
      ip_address: CLIENT_IP,
    });
    if (!res.ok) {
      setServerError(res.msg);
      applyServerErrors(res.errors, fieldOf, setError);
      return;
    }
    onSignedUp(res.msg.authToken);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-ink-700">
        <FormattedMessage
          {...m.confirmed}
          values={{
            email,
            b: (chunks) => <span className="font-semibold break-all">{chunks}</span>,
          }}
        />
      </p>
      {serverError && (
        <Alert tone="error">
          {serverError}{' '}
          {startAgain && (
            <button type="button" className="font-semibold underline" onClick={onExpired}>
              {intl.formatMessage(m.startAgain)}
            </button>
          )}
        </Alert>
      )}
      <AboutYou control={control} register={register} />
      <fieldset className="border-t border-ink-200 pt-5">
        <legend className="float-left mb-4 w-full text-base font-semibold text-brand-700">
          {intl.formatMessage(m.yourNumber)}
        </legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage(registerMessages.phone)}
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
            {!sameNumber && (
              <TextField
                label={intl.formatMessage(registerMessages.whatsapp)}
                type="tel"
                placeholder="0803 123 4567"
                required
                error={errors.whatsappNumber?.message}
                {...register('whatsappNumber')}
              />
            )}
            <Checkbox
              className={sameNumber ? 'sm:mt-8' : 'mt-2'}
              label={intl.formatMessage(registerMessages.sameNumber)}
              checked={sameNumber}
              onCheckedChange={(same) => {
                setSameNumber(same);
                if (same) setValue('whatsappNumber', getValues('phoneNumber'));
              }}
            />
          </div>
        </div>
      </fieldset>
      <AgreeToTerms control={control} />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
