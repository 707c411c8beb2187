import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { checkVerificationPayloadSchema } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { defineMessages, useIntl } from '../../i18n';
import { searchFieldFor, searchTypeOptions } from './search-fields';
import { checkVerification } from './verification-api';
import { VerificationResultCard } from './VerificationResultCard';

const m = defineMessages({
  form: {
    id: 'verification.VerificationSearch.form',
    defaultMessage: 'Check Verification',
    description: 'Name of the search form, for screen readers (the page is also called so)',
  },
  searchBy: {
    id: 'verification.VerificationSearch.searchBy',
    defaultMessage: 'Search by',
    description: 'Label of the select: phone number, e-mail, UUID...',
  },
  chooseType: {
    id: 'verification.VerificationSearch.chooseType',
    defaultMessage: 'Choose a search type',
  },
  searching: {
    id: 'verification.VerificationSearch.searching',
    defaultMessage: 'Searching...',
    description: 'Button while searching',
  },
  search: {
    id: 'verification.VerificationSearch.search',
    defaultMessage: 'Search',
    description: 'Button',
  },
  notVerified: {
    id: 'verification.VerificationSearch.notVerified',
    defaultMessage:
      'This user is not verified. Do not send or receive payment until they are verified on Vouch.',
  },
});

/**
 * Spec 2's search: a type and a value; Search is disabled while searching or while the value is
 * blank and reads 'Searching...' meanwhile. Changing the type or the value clears the last result.
 */
export function VerificationSearch() {
  const intl = useIntl();
  const search = useMutation({ mutationFn: checkVerification });
  // A member's share link (issue 37) opens this screen with their UUID filled in, and searches.
  const [params] = useSearchParams();
  const shared = params.get('uuid')?.trim() || '';
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkVerificationPayloadSchema),
    defaultValues: shared
      ? { search_by: 'UUID' as const, search_value: shared }
      : { search_by: 'PHONE_NUMBER' as const, search_value: '' },
  });
  const { mutate } = search;
  useEffect(() => {
    if (shared) mutate({ search_by: 'UUID', search_value: shared });
  }, [shared, mutate]);
  const searchBy = useWatch({ control, name: 'search_by' });
  const value = useWatch({ control, name: 'search_value' }) ?? '';
  const field = searchFieldFor(searchBy, intl);
  const clearResult = () => search.reset();

  const onSubmit = handleSubmit((v) => search.mutate(v));
  const outcome = search.data;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.form)}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <SelectField
            label={intl.formatMessage(m.searchBy)}
            required
            options={searchTypeOptions(intl)}
            placeholder={intl.formatMessage(m.chooseType)}
            error={errors.search_by?.message}
            {...register('search_by', { onChange: clearResult })}
          />
          <TextField
            label={field.label}
            required
            type={field.type}
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={field.mono ? '[&_input]:font-mono' : ''}
            error={errors.search_value?.message}
            {...register('search_value', { onChange: clearResult })}
          />
        </div>
        <Button
          type="submit"
          className="mt-5 w-full sm:w-auto"
          loading={search.isPending}
          disabled={!value.trim()}
        >
          {!search.isPending && <Search className="size-5" aria-hidden="true" />}
          {intl.formatMessage(search.isPending ? m.searching : m.search)}
        </Button>
      </form>

      {outcome && (
        <div className="mt-6 border-t border-ink-200 pt-6">
          {outcome.ok ? (
            <VerificationResultCard member={outcome.member} />
          ) : (
            <Alert tone="error">
              {outcome.none ? intl.formatMessage(m.notVerified) : outcome.msg}
            </Alert>
          )}
        </div>
      )}
    </Card>
  );
}
