// Vouch's languages (issue 51, decision 0061). Screens use these, never react-intl directly.
export { FormattedMessage, defineMessage, defineMessages, useIntl } from './messages';
export { LocaleProvider, useLocale } from './provider';
export { loadCatalogue, type Catalogue } from './catalogue';
export { chosenLocale, rememberLocale, startingLocale, type AppLocale } from './choice';
export { LanguageSwitcher } from './LanguageSwitcher';
export { isServerText, serverText, translateServerText } from './server-text';
export type { Message, MessageId } from './messages';
export { useAccountLanguage } from './use-account-language';
