// A React 19 root for browser tests: render into a fresh container inside `act()`, so effects,
// refs and property assignments are done when `render` resolves; unmount after each test.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../support/wait.js';

declare global {
  // React reads this flag to know `act()` is in charge of flushing updates.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  render(ui: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

const mounted = new Set<Mounted>();

export async function mount(ui: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const handle: Mounted = {
    container,
    render: (next) => act(async () => root.render(next)),
    unmount: async () => {
      mounted.delete(handle);
      await act(async () => root.unmount());
      container.remove();
    },
  };
  mounted.add(handle);
  await handle.render(ui);
  return handle;
}

/** Unmounts every root still mounted (call it from `afterEach`). */
export async function unmountAll(): Promise<void> {
  for (const handle of [...mounted]) await handle.unmount();
}

/** Runs a user action (a click…) inside `act()` so the React state it causes is flushed. */
export function user(action: () => void | Promise<void>): Promise<void> {
  return act(async () => {
    await action();
  });
}

/** Waits until `predicate` returns a truthy value, then returns it. */
export async function until<T>(
  predicate: () => T,
  message: string,
  timeout = 5000,
): Promise<NonNullable<T>> {
  let value: T | undefined;
  await waitUntil(
    () => {
      value = predicate();
      return Boolean(value);
    },
    message,
    { timeout },
  );
  return value as NonNullable<T>;
}

/** The shadow root of an element, asserting it exists. */
export function shadow(element: Element | null | undefined): ShadowRoot {
  const root = element?.shadowRoot;
  if (!root) throw new Error(`<${element?.localName ?? 'missing element'}> has no shadow root`);
  return root;
}

export function text(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
