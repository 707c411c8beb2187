/**
 * What makes a good photo, worded as the Guidelines screen's 'Photos' section says it
 * (features/guidelines/components/GuidelineSections.tsx), shown before each capture.
 */
export const photoGuidance = {
  selfie: [
    'Good, even light on your face',
    'Face centred and fully in the frame',
    'No hat or sunglasses',
    'Plain background',
  ],
  document: [
    'All four corners visible',
    'No glare or reflections',
    'Sharp, readable text',
    'The original document, flat on a dark surface',
  ],
} as const;

export const cameraMessages = {
  unsupported: 'Your browser does not support the camera. Upload a photo instead.',
  refused:
    'Camera access was refused. Allow it in your browser settings, or upload a photo instead.',
  notFound: 'No camera was found on this device. Upload a photo instead.',
  failed: 'The camera could not start. Close other apps using it, or upload a photo instead.',
} as const;
