// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TakeOver } from '../lib/take-over';
import { Checkbox } from './Checkbox';
import { DateOfBirthField } from './DateOfBirthField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form() {
  const [dob, setDob] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <DateOfBirthField value={dob} onChange={setDob} />
      <Checkbox label="I agree" checked={agreed} onCheckedChange={setAgreed} />
      <output>{`${dob}|${agreed}`}</output>
    </>
  );
}

/** The prerendered markup in a container, then hydrated as src/auth.tsx does. */
async function prerenderThenHydrate() {
  const tree = (container: Element | null) => (
    <TakeOver container={container}>
      <Form />
    </TakeOver>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(null));
  document.body.append(container);
  const before = {
    options: container.querySelectorAll('option').length,
    box: container.querySelector<HTMLInputElement>('input[type="checkbox"]'),
    boxDisabled: container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.disabled,
  };
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(container), { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, before, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('controls on a prerendered screen', () => {
  it('the date of birth gets its 143 choices with the app, not in the markup', async () => {
    const { container, before, errors } = await prerenderThenHydrate();
    // Only the three placeholders ("Day", "Month", "Year") before the app is up.
    expect(before.options).toBe(3);
    expect(errors).toEqual([]);
    const [day, month, year] = container.querySelectorAll('select');
    expect(day!.options).toHaveLength(1 + 31);
    expect(month!.options).toHaveLength(1 + 12);
    expect(year!.options).toHaveLength(1 + 100);
    expect(year!.disabled).toBe(false);

    await act(async () => {
      for (const [select, value] of [
        [day!, '15'],
        [month!, '04'],
        [year!, '1990'],
      ] as const) {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    expect(container.querySelector('output')!.textContent).toBe('15-04-1990|false');
  });

  it('the checkbox is a native one: disabled in the markup, then ticked by a click', async () => {
    const { container, before, errors } = await prerenderThenHydrate();
    expect(before.boxDisabled).toBe(true);
    expect(errors).toEqual([]);
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    // Adopted, not replaced.
    expect(box).toBe(before.box);
    expect(box.disabled).toBe(false);
    await act(async () => {
      [...container.querySelectorAll('label')].find((l) => l.textContent === 'I agree')!.click();
    });
    expect(box.checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe('|true');
  });
});
