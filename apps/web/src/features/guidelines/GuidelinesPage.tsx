import { useEffect } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { defineMessages, useIntl } from '../../i18n';
import {
  BusinessGuide,
  DocumentsGuide,
  PhotosGuide,
  ProcessGuide,
} from './components/GuidelineSections';
import { TiersGuide } from './components/TiersGuide';

const m = defineMessages({
  tabTitle: { id: 'guidelines.page.tabTitle', defaultMessage: 'Guidelines · Vouch' },
  title: { id: 'guidelines.page.title', defaultMessage: 'Guidelines' },
  description: {
    id: 'guidelines.page.description',
    defaultMessage:
      'What you need for a smooth KYC review: the right document, clear photos and your business details.',
  },
});

/** Spec 2, Guidelines: static KYC guidance, rendered inside the member layout. */
export default function GuidelinesPage() {
  const intl = useIntl();
  const tabTitle = intl.formatMessage(m.tabTitle);
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return (
    <div>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      <div className="space-y-6">
        <DocumentsGuide />
        <PhotosGuide />
        <BusinessGuide />
        <ProcessGuide />
        <TiersGuide />
      </div>
    </div>
  );
}
