import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  brandingMessages,
  contrastWithWhite,
  MAX_LOGO_BYTES,
  type Organisation,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextField } from '../../components/TextField';
import { useStepUp } from '../second-factor';
import { businessKeys, updateBranding } from './api';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** A file chosen in the browser as a data URL (the API takes files that way). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(brandingMessages.logoInvalid));
    reader.readAsDataURL(file);
  });
}

/**
 * Settings → Branding (issue 47): the logo and colour the organisation's customers see on its
 * verification links and the KYC steps they lead to, never beside the "Verified business" badge.
 */
export function BrandingCard({ org, owner }: { org: Organisation; owner: boolean }) {
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const [colour, setColour] = useState(org.branding.colour ?? '');
  const [colourError, setColourError] = useState<string | undefined>();
  const [logoError, setLogoError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'logo' | 'colour' | 'remove' | null>(null);
  const [result, setResult] = useState<Result>(null);
  const liveApproved = org.live.status === 'approved' || org.verified_as !== null;

  async function save(
    kind: 'logo' | 'colour' | 'remove',
    body: Parameters<typeof updateBranding>[1],
  ) {
    setBusy(kind);
    setResult(null);
    const res = await stepUp.run(() => updateBranding(org.id, body));
    setBusy(null);
    if (!res.ok) {
      if (res.errors?.logo) setLogoError(res.errors.logo);
      else if (res.errors?.colour) setColourError(res.errors.colour);
      else setResult({ tone: 'error', text: res.msg });
      return;
    }
    setResult({ tone: 'success', text: res.msg });
    void queryClient.invalidateQueries({ queryKey: businessKeys.all });
  }

  async function chooseLogo(file: File | undefined) {
    setLogoError(undefined);
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) return setLogoError(brandingMessages.logoTooLarge);
    await save('logo', { logo: await readAsDataUrl(file) });
  }

  function saveColour(e: React.FormEvent) {
    e.preventDefault();
    setColourError(undefined);
    const value = colour.trim();
    if (value === '') return void save('colour', { colour: null });
    if (!/^#[0-9a-fA-F]{6}$/.test(value)) return setColourError(brandingMessages.colourInvalid);
    if (contrastWithWhite(value) < 4.5) return setColourError(brandingMessages.colourTooLight);
    void save('colour', { colour: value });
  }

  const { logo_url: logoUrl, logo_checked: logoChecked } = org.branding;
  return (
    <Card>
      {stepUp.dialog}
      <h2 className="text-lg font-semibold text-brand-700">Branding</h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">
        Your logo and colour on your verification links, so customers know it is you asking.
        Vouch&apos;s &ldquo;Verified business&rdquo; badge stays Vouch&apos;s own.
      </p>
      {result && (
        <Alert tone={result.tone} className="mb-4" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {logoUrl && !logoChecked && liveApproved && (
        <Alert tone="warning" className="mb-4">
          A Vouch admin checks a new logo before live customers see it; test links show it now.
        </Alert>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <p className="text-sm font-medium text-ink-800">Logo</p>
          <div className="mt-2 flex h-20 items-center justify-center rounded-field border border-dashed border-ink-300 bg-ink-50 p-2">
            {logoUrl ? (
              <img
                src={logoUrl}
                alt={`Logo of ${org.name}`}
                className="max-h-16 max-w-full object-contain"
              />
            ) : (
              <span className="text-sm text-ink-600">No logo</span>
            )}
          </div>
          {owner && (
            <div className="mt-3 flex flex-wrap gap-2">
              <label className="inline-flex cursor-pointer items-center rounded-field border border-ink-300 bg-white px-3 py-2 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-accent-600 hover:bg-ink-50">
                {busy === 'logo' ? 'Uploading…' : logoUrl ? 'Replace logo' : 'Upload logo'}
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  className="sr-only"
                  aria-describedby="logo-hint"
                  onChange={(e) => void chooseLogo(e.target.files?.[0])}
                />
              </label>
              {logoUrl && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === 'remove'}
                  onClick={() => void save('remove', { logo: null })}
                >
                  Remove logo
                </Button>
              )}
            </div>
          )}
          <p id="logo-hint" className="mt-2 text-xs text-ink-600">
            PNG or JPEG, up to 512 kB; shown at most 256 px wide.
          </p>
          {logoError && (
            <p className="mt-1 text-sm text-danger-700" role="alert">
              {logoError}
            </p>
          )}
        </div>
        <form onSubmit={saveColour} noValidate>
          <TextField
            label="Colour"
            placeholder="#0F766E"
            value={colour}
            onChange={(e) => setColour(e.target.value)}
            error={colourError}
            hint="Buttons and links on your pages; white text must be readable on it."
            disabled={!owner}
            trailing={
              <input
                type="color"
                aria-label="Pick the colour"
                value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#0f4c5c'}
                onChange={(e) => setColour(e.target.value)}
                disabled={!owner}
                className="size-9 cursor-pointer rounded-md border border-ink-300 bg-white p-0.5"
              />
            }
          />
          {owner && (
            <Button type="submit" size="sm" className="mt-3" loading={busy === 'colour'}>
              Save colour
            </Button>
          )}
        </form>
      </div>
      {!owner && <p className="mt-4 text-sm text-ink-600">Only owners change these.</p>}
    </Card>
  );
}
