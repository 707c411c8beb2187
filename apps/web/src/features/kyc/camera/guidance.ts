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

/**
 * Advice while the camera is open, before the picture is taken (capture-help.ts picks one). Short
 * and friendly (two lines under a phone's camera view at most); the member can still take the
 * photo whatever it says.
 */
export const captureHelpMessages = {
  good: 'Looks good — take the photo.',
  dark: 'It is too dark. Move to a brighter place, or face a window.',
  selfie: {
    noFace: 'We can’t see your face yet. Look straight at the camera.',
    manyFaces: 'We can see more than one face. Only you should be in the photo.',
    tooSmall: 'Move a little closer, so your face fills the oval.',
    tooClose: 'Move back a little, so your whole face fits in the oval.',
    offCentre: 'Move so your face is in the middle of the oval.',
    blurred: 'The picture is blurred. Hold still and wipe the camera lens.',
  },
  document: {
    notFound: 'We can’t see a document yet. Hold your ID flat inside the frame, text facing up.',
    cutOff: 'Hold the whole document inside the frame.',
    blurred: 'The picture is blurred. Hold the document still until it’s sharp.',
  },
} as const;
