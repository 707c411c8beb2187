import type { CheckResult } from '@vouch/contracts';
import { BusinessRegistryDetail } from './BusinessRegistryDetail';
import { DuplicateFaceDetail, DuplicateIdDetail } from './DuplicateDetails';
import { FaceMatchDetail, LivenessDetail } from './FaceDetails';
import { ImageQualityDetail } from './ImageQualityDetail';
import { LiveCaptureDetail } from './LiveCaptureDetail';
import { MrzDetail } from './MrzDetail';
import { SanctionsDetail } from './SanctionsDetail';

/** The structured details of the checks where they help a decision; nothing for the rest. */
export function CheckDetail({ result }: { result: CheckResult }) {
  switch (result.code) {
    case 'face_match_document':
    case 'face_match_lookup':
      return <FaceMatchDetail result={result} />;
    case 'liveness_evidence':
      return <LivenessDetail result={result} />;
    case 'live_capture':
      return <LiveCaptureDetail result={result} />;
    case 'image_quality':
      return <ImageQualityDetail result={result} />;
    case 'passport_mrz':
      return <MrzDetail result={result} />;
    case 'document_text':
      return <MrzDetail result={result} label="Printed text" />;
    case 'sanctions_screening':
      return <SanctionsDetail result={result} />;
    case 'duplicate_face':
      return <DuplicateFaceDetail result={result} />;
    case 'duplicate_id_number':
      return <DuplicateIdDetail result={result} />;
    case 'business_registry':
      return <BusinessRegistryDetail result={result} />;
    default:
      return null;
  }
}
