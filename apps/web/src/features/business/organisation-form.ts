import { z } from 'zod';
import { businessMessages, createOrganisationSchema, originField } from '@vouch/contracts';

/** The redirect origins as typed: one a line, blank lines ignored. */
export const originLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The organisation form: the contract's fields, the origins in one textarea (one a line), each
 * checked by the contract's own rule so the form says what the server would.
 */
export const organisationFormSchema = z.object({
  name: createOrganisationSchema.shape.name,
  support_email: createOrganisationSchema.shape.support_email,
  website: createOrganisationSchema.shape.website,
  origins: z.string().superRefine((text, ctx) => {
    const lines = originLines(text);
    if (lines.length > 10)
      ctx.addIssue({ code: 'custom', message: businessMessages.tooManyOrigins });
    const bad = lines.find((l) => !originField.safeParse(l).success);
    if (bad) ctx.addIssue({ code: 'custom', message: `${bad}: ${businessMessages.originInvalid}` });
  }),
});
export type OrganisationForm = z.input<typeof organisationFormSchema>;

/** Server errors (redirect_origins.3) onto the form's fields. */
export const organisationFieldOf = (key: string): keyof OrganisationForm | undefined =>
  key.startsWith('redirect_origins')
    ? 'origins'
    : (['name', 'support_email', 'website'] as const).find((k) => k === key);
