import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../components/field';
import { TextField } from '../../components/TextField';
import type { OrganisationForm } from './organisation-form';

/** Name, support e-mail, website and redirect origins: creating and settings share them. */
export function OrganisationFields({
  register,
  errors,
}: {
  register: UseFormRegister<OrganisationForm>;
  errors: FieldErrors<OrganisationForm>;
}) {
  const originsId = useId();
  return (
    <>
      <TextField
        label="Business name"
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Support e-mail"
          type="email"
          required
          hint="Where your customers can reach you."
          error={errors.support_email?.message}
          {...register('support_email')}
        />
        <TextField
          label="Website"
          type="url"
          required
          placeholder="https://example.com"
          error={errors.website?.message}
          {...register('website')}
        />
      </div>
      <div>
        <FieldLabel htmlFor={originsId}>Redirect origins</FieldLabel>
        <textarea
          id={originsId}
          rows={3}
          placeholder="https://shop.example.com"
          aria-invalid={errors.origins ? true : undefined}
          aria-describedby={describedBy(
            `${originsId}-hint`,
            !!errors.origins && `${originsId}-error`,
          )}
          className={fieldClass(!!errors.origins, 'resize-y font-mono text-sm')}
          {...register('origins')}
        />
        <p id={`${originsId}-hint`} className="mt-1.5 text-sm text-ink-600">
          Where verification links may send your customers back to: one origin a line (scheme and
          host, no path), up to 10.
        </p>
        <FieldError id={`${originsId}-error`} message={errors.origins?.message} />
      </div>
    </>
  );
}
