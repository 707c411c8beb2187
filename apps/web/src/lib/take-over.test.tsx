// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TakeOver } from './take-over';
import { useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Field() {
  const hydrated = useHydrated();
  return <input aria-label="Name" readOnly={!hydrated} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('TakeOver and useHydrated', () => {
  it('renders controls inert on the server, then hydrates them and lifts the mark', async () => {
    const tree = (container: Element | null) => (
      <TakeOver container={container}>
        <Field />
      </TakeOver>
    );
    const html = renderToString(tree(null));
    expect(html).toMatch(/readonly/i);

    const container = document.createElement('div');
    container.setAttribute('data-prerendered', '');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.querySelector('input');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(container), { onRecoverableError: (e) => errors.push(e) });
    });

    expect(errors).toEqual([]);
    // Adopted, not replaced, and editable now that the app is there.
    expect(container.querySelector('input')).toBe(prerendered);
    expect(prerendered!.readOnly).toBe(false);
    expect(container.hasAttribute('data-prerendered')).toBe(false);
  });

  it('leaves a control the browser draws itself editable from the start', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Field />);
    });
    expect(container.querySelector('input')!.readOnly).toBe(false);
  });
});
