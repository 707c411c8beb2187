import { defineMessages } from '../../../i18n';

/**
 * What makes a good photo, worded as the Guidelines screen's 'Photos' section says it
 * (features/guidelines/components/GuidelineSections.tsx), shown before each capture.
 */
const tips = defineMessages({
  selfieLight: {
    id: 'capture.guidance.selfie.light',
    defaultMessage: 'Good, even light on your face',
    description: 'A tip before taking a selfie (short: read on a phone)',
  },
  selfieCentred: {
    id: 'capture.guidance.selfie.centred',
    defaultMessage: 'Face centred and fully in the frame',
    description: 'A tip before taking a selfie',
  },
  selfieNoHat: {
    id: 'capture.guidance.selfie.noHat',
    defaultMessage: 'No hat or sunglasses',
    description: 'A tip before taking a selfie',
  },
  selfieBackground: {
    id: 'capture.guidance.selfie.background',
    defaultMessage: 'Plain background',
    description: 'A tip before taking a selfie',
  },
  documentCorners: {
    id: 'capture.guidance.document.corners',
    defaultMessage: 'All four corners visible',
    description: 'A tip before photographing an ID document',
  },
  documentGlare: {
    id: 'capture.guidance.document.glare',
    defaultMessage: 'No glare or reflections',
    description: 'A tip before photographing an ID document',
  },
  documentSharp: {
    id: 'capture.guidance.document.sharp',
    defaultMessage: 'Sharp, readable text',
    description: 'A tip before photographing an ID document',
  },
  documentOriginal: {
    id: 'capture.guidance.document.original',
    defaultMessage: 'The original document, flat on a dark surface',
    description: 'A tip before photographing an ID document',
  },
});

export const photoGuidance = {
  selfie: [tips.selfieLight, tips.selfieCentred, tips.selfieNoHat, tips.selfieBackground],
  document: [tips.documentCorners, tips.documentGlare, tips.documentSharp, tips.documentOriginal],
} as const;

export const cameraMessages = defineMessages({
  unsupported: {
    id: 'capture.camera.unsupported',
    defaultMessage: 'Your browser does not support the camera. Upload a photo instead.',
  },
  refused: {
    id: 'capture.camera.refused',
    defaultMessage:
      'Camera access was refused. Allow it in your browser settings, or upload a photo instead.',
  },
  notFound: {
    id: 'capture.camera.notFound',
    defaultMessage: 'No camera was found on this device. Upload a photo instead.',
  },
  failed: {
    id: 'capture.camera.failed',
    defaultMessage:
      'The camera could not start. Close other apps using it, or upload a photo instead.',
  },
});

/**
 * Advice while the camera is open, before the picture is taken (capture-help.ts picks one). Short
 * and friendly (two lines under a phone's camera view at most); the member can still take the
 * photo whatever it says.
 */
export const captureHelpMessages = {
  ...defineMessages({
    good: {
      id: 'capture.help.good',
      defaultMessage: 'Looks good — take the photo.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    dark: {
      id: 'capture.help.dark',
      defaultMessage: 'It is too dark. Move to a brighter place, or face a window.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
  }),
  selfie: defineMessages({
    noFace: {
      id: 'capture.help.selfie.noFace',
      defaultMessage: 'We can’t see your face yet. Look straight at the camera.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    manyFaces: {
      id: 'capture.help.selfie.manyFaces',
      defaultMessage: 'We can see more than one face. Only you should be in the photo.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    tooSmall: {
      id: 'capture.help.selfie.tooSmall',
      defaultMessage: 'Move a little closer, so your face fills the oval.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    tooClose: {
      id: 'capture.help.selfie.tooClose',
      defaultMessage: 'Move back a little, so your whole face fits in the oval.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    offCentre: {
      id: 'capture.help.selfie.offCentre',
      defaultMessage: 'Move so your face is in the middle of the oval.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    blurred: {
      id: 'capture.help.selfie.blurred',
      defaultMessage: 'The picture is blurred. Hold still and wipe the camera lens.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
  }),
  document: defineMessages({
    notFound: {
      id: 'capture.help.document.notFound',
      defaultMessage:
        'We can’t see a document yet. Hold your ID flat inside the frame, text facing up.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    cutOff: {
      id: 'capture.help.document.cutOff',
      defaultMessage: 'Hold the whole document inside the frame.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
    blurred: {
      id: 'capture.help.document.blurred',
      defaultMessage: 'The picture is blurred. Hold the document still until it’s sharp.',
      description: 'Advice under the live camera view, read out by screen readers: keep it short',
    },
  }),
} as const;
