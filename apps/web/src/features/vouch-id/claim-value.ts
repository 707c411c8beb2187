/** A claim's value as a person reads it. */
export function claimValue(name: string, value: unknown): string {
  if (name === 'age_equal_or_over' && value && typeof value === 'object')
    return (value as Record<string, boolean>)['18'] ? 'Yes, 18 or over' : 'Under 18';
  if (name === 'nationalities' && Array.isArray(value))
    return value.map((v) => (v === 'NG' ? 'Nigerian' : String(v))).join(', ');
  if (name === 'kyc' && value && typeof value === 'object') {
    const k = value as { methods?: string[]; verified_at?: string };
    const methods = (k.methods ?? []).map((m) => m.replace('_', ' ')).join(', ');
    const at = k.verified_at ? new Date(k.verified_at).toLocaleDateString('en-GB') : '';
    return `Verified ${at}${methods ? ` by ${methods}` : ''}`;
  }
  if (name === 'birthdate' && typeof value === 'string') {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return String(value);
}
