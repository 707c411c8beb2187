import { countries, genders } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../i18n';

/** The choices of a member's gender and country, named in the page's language (issue 51). */
export const genderMessages = defineMessages({
  male: { id: 'common.gender.male', defaultMessage: 'Male' },
  female: { id: 'common.gender.female', defaultMessage: 'Female' },
  other: {
    id: 'common.gender.other',
    defaultMessage: 'Other',
    description: 'A gender choice: neither male nor female',
  },
  prefer_not_to_say: {
    id: 'common.gender.preferNotToSay',
    defaultMessage: 'Prefer not to say',
    description: 'A gender choice',
  },
});

export const countryMessages = defineMessages({
  nigeria: { id: 'common.country.nigeria', defaultMessage: 'Nigeria' },
});

type Intl = ReturnType<typeof useIntl>;

/** The gender select's options: the values the API takes, the labels in the page's language. */
export const genderOptions = (intl: Intl) =>
  genders.map((g) => ({ value: g.value, label: intl.formatMessage(genderMessages[g.value]) }));

export const countryOptions = (intl: Intl) =>
  countries.map((c) => ({ value: c.value, label: intl.formatMessage(countryMessages[c.value]) }));
