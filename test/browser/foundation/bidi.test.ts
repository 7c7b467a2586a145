// The order check can fail: on text whose controls are obeyed (what every element did before
// issue #20, item 4), it sees the swapped words.
import { expect, fixtureSync, html } from '@open-wc/testing';
import { expectIsolatedHostile, expectWordsInOrder, HOSTILE, WORDS } from '../../support/bidi.js';

describe('the bidi checks', () => {
  it('pass on the words in order', () => {
    const el = fixtureSync<HTMLDivElement>(html`<div><bdi>${WORDS.join(' ')}</bdi></div>`);
    expectWordsInOrder(el);
  });

  it('fail on text whose override is obeyed', () => {
    const el = fixtureSync<HTMLDivElement>(html`<div><bdi>${HOSTILE}</bdi></div>`);
    expect(() => expectWordsInOrder(el)).to.throw(/left to right/);
    expect(() => expectIsolatedHostile(el.querySelector('bdi'))).to.throw();
  });
});
