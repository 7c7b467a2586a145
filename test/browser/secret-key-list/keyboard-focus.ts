/**
 * Keyboard tests need the document to have the focus. A Tab past a page's last stop moves it out
 * of the document (Firefox: to its own toolbar), and it stays out for every later test and file in
 * that window: `element.focus()` still sets `activeElement`, but `document.hasFocus()` is false,
 * nothing matches `:focus-visible`, and Space or Enter reach nothing. So keyboard walks end on a
 * button after what they walk (never past the page's last stop), and start with `focusPage()`.
 */
import { aTimeout, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

/**
 * Gives the document the keyboard focus, and fails if it cannot. Call it first, on an empty page
 * (before the fixture). If an earlier test left the focus in the browser's toolbar, Tab from the
 * last of two buttons brings it back (the browser moves on from its toolbar into the page), as a
 * keyboard user would do.
 */
export async function focusPage(): Promise<void> {
  if (!document.hasFocus()) {
    const pad = document.createElement('div');
    pad.innerHTML = '<button>first</button><button>last</button>';
    document.body.append(pad);
    try {
      pad.querySelector('button')!.focus();
      for (let i = 0; i < 10 && !document.hasFocus(); i += 1) {
        await sendKeys({ press: 'Tab' });
        // The browser hands the focus to the page's process a moment later.
        await aTimeout(50);
      }
    } finally {
      pad.remove();
    }
  }
  // Still false: this window is not the browser's focused one (a single-engine Firefox run opens
  // two windows side by side; only one has the focus). Tab still moves the focus there, but no
  // control matches :focus-visible and Space or Enter activate nothing.
  expect(document.hasFocus(), 'the page has the keyboard focus').to.equal(true);
}
