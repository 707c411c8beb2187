// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HandoffPhase } from './handoff-phase';
import { HandoffPanel } from './HandoffPanel';

const link = 'https://vouch.example/capture/continue#abc';
const show = (phase: HandoffPhase, extra: { error?: string } = {}) => {
  const onNewLink = vi.fn();
  const onDone = vi.fn();
  render(
    <HandoffPanel
      phase={phase}
      link={link}
      expiresAt="2026-11-23T21:15:00.000Z"
      what="your selfie"
      onNewLink={onNewLink}
      onDone={onDone}
      {...extra}
    />,
  );
  return { onNewLink, onDone };
};

afterEach(cleanup);

describe('the hand-off panel on the computer', () => {
  it('while waiting: the QR code, the link with Copy, when it ends, and what is happening', async () => {
    show('waiting');
    expect(screen.getByText('Waiting for your phone…')).toBeTruthy();
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    // Lagos time, whatever the device's zone (issue 37).
    expect(screen.getByText(/Works once, until 22:15 WAT\./)).toBeTruthy();
    expect(screen.getByText(/take your selfie there/)).toBeTruthy();
    // The QR code is drawn once its encoder has loaded.
    expect(
      await screen.findByRole('img', { name: 'QR code of the link to open on your phone' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a new link' })).toBeNull();
  });

  it('once the phone has opened it: says so, and the QR code is gone', () => {
    show('opened');
    expect(screen.getByText('Your phone opened the link')).toBeTruthy();
    expect(screen.queryByText('Open your phone’s camera and point it at the code.')).toBeNull();
  });

  it('when the photos are in: says so, with Done', () => {
    const { onDone } = show('received');
    expect(screen.getByText('Photos received from your phone')).toBeTruthy();
    expect(screen.queryByText(link)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('an expired or replaced link offers a new one', () => {
    const { onNewLink } = show('expired');
    expect(screen.getByText('This link has expired')).toBeTruthy();
    expect(screen.queryByText(link)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(onNewLink).toHaveBeenCalled();
    cleanup();
    show('replaced');
    expect(screen.getByText('This link was replaced')).toBeTruthy();
  });

  it('a failure shows the server’s words', () => {
    show('failed', { error: 'Pay the KYC fee before submitting your KYC.' });
    expect(screen.getByText('Pay the KYC fee before submitting your KYC.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeTruthy();
  });
});
