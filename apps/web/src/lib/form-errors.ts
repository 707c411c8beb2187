import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The API answers validation failures with errors keyed by snake_case payload field; this puts
 * each message back on the form field it came from. Unmapped keys are left to the banner.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: Record<string, string> | undefined,
  fieldOf: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): void {
  if (!errors) return;
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOf[key];
    if (field) setError(field, { type: 'server', message });
  }
}
