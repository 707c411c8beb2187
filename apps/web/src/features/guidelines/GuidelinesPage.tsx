import { useEffect } from 'react';
import { PageHeading } from '../../components/PageHeading';
import {
  BusinessGuide,
  DocumentsGuide,
  PhotosGuide,
  ProcessGuide,
} from './components/GuidelineSections';
import { TiersGuide } from './components/TiersGuide';

/** Spec 2, Guidelines: static KYC guidance, rendered inside the member layout. */
export default function GuidelinesPage() {
  useEffect(() => {
    document.title = 'Guidelines · Vouch';
  }, []);
  return (
    <div>
      <PageHeading
        title="Guidelines"
        description="What you need for a smooth KYC review: the right document, clear photos and your business details."
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
