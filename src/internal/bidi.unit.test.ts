import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { bidiText, controlName, serviceText } from './bidi.js';
import { failureStrings } from './failure-strings.js';

const CONTROLS: [number, string][] = [
  [0x202a, 'LRE'],
  [0x202b, 'RLE'],
  [0x202c, 'PDF'],
  [0x202d, 'LRO'],
  [0x202e, 'RLO'],
  [0x2066, 'LRI'],
  [0x2067, 'RLI'],
  [0x2068, 'FSI'],
  [0x2069, 'PDI'],
];

/** What the server renders for a template, without Lit's comment markers. */
const markup = (value: unknown) =>
  collectResultSync(render(value))
    .replace(/<!--[^>]*-->/g, '')
    .replace(/\s+>/g, '>');

describe('controlName', () => {
  it('names every explicit direction control', () => {
    for (const [code, name] of CONTROLS) assert.equal(controlName(String.fromCharCode(code)), name);
  });
});

describe('bidiText', () => {
  it('writes each control as its name and keeps everything else', () => {
    assert.equal(bidiText('invoice\u202Egnp.exe\u202C'), 'invoice⟨RLO⟩gnp.exe⟨PDF⟩');
    assert.equal(bidiText('a\u2067ب\u2069c'), 'a⟨RLI⟩ب⟨PDI⟩c');
    const all = CONTROLS.map(([c]) => String.fromCharCode(c)).join('');
    assert.equal(bidiText(all), CONTROLS.map(([, n]) => `⟨${n}⟩`).join(''));
    // Marks are not controls (they change no order of their own); neighbours are untouched.
    const plain = 'مفتاح \u200E key \u2029 \u2065 \u206A \u2029';
    assert.equal(bidiText(plain), plain);
    assert.equal(bidiText(''), '');
  });
});

describe('serviceText', () => {
  it('isolates the text and shows each control as an explained marker', () => {
    const out = markup(serviceText('invoice\u202Egnp.exe\u2066x\u2069', failureStrings));
    assert.ok(!/[\u202a-\u202e\u2066-\u2069]/.test(out), out);
    const why = failureStrings.directionControl('RLO');
    assert.match(out, /^<bdi[^>]*>invoice<span class="bidi" role="img"/);
    assert.ok(out.includes(`aria-label="${why}" title="${why}">RLO</span>gnp.exe`), out);
    assert.ok(out.includes('>LRI</span>x<span'), out);
    assert.ok(out.includes('>PDI</span></bdi>'), out);
    assert.ok(!out.includes('data-clipped') && !out.includes('title="invoice'), out);
  });

  it('uses the strings given for the explanation', () => {
    const out = markup(serviceText('\u202E', { directionControl: (n) => `contrôle ${n}` }));
    assert.ok(out.includes('aria-label="contrôle RLO"'), out);
  });

  it('renders markup in the data as text', () => {
    const out = markup(serviceText('<img src=x onerror=alert(1)>', failureStrings));
    assert.ok(!out.includes('<img'), out);
    assert.ok(out.includes('&lt;img'), out);
  });

  it('bounds the text, with the longer original (controls named) in the title', () => {
    const long = '\u202E' + 'x'.repeat(300);
    const out = markup(serviceText(long, failureStrings, 10));
    assert.ok(out.includes('data-clipped'), out);
    assert.ok(out.includes(`title="⟨RLO⟩${'x'.repeat(300)}"`), out);
    assert.ok(out.includes(`>RLO</span>${'x'.repeat(8)}…</bdi>`), out);
    assert.ok(!markup(serviceText('x'.repeat(300), failureStrings, Infinity)).includes('…'));
  });
});
