import { describe, expect, it } from 'vitest';
import { livenessActionLabels, livenessReasons, precheckProblemMessages } from '@vouch/contracts';
import { precheckProblemWords } from '../capture-check/problem-words';
import { livenessActionWords, livenessReasonWords } from './words';

const english = (words: Record<string, { defaultMessage: string }>) =>
  Object.fromEntries(Object.entries(words).map(([code, m]) => [code, m.defaultMessage]));

describe('the capture words translated by code', () => {
  it('say in English exactly what the server and the contracts say', () => {
    expect(english(livenessActionWords)).toEqual(livenessActionLabels);
    expect(english(livenessReasonWords)).toEqual(livenessReasons);
    expect(english(precheckProblemWords)).toEqual(precheckProblemMessages);
  });
});
