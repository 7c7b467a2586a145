import { expect, fixtureSync as fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { sendResultClicks, type InsightsEvent } from '../../../src/insights/index.js';
import { acceptedEvents } from '../../support/emulator.js';
import { setup, cleanup, QUERY_ID } from './setup.js';

const results = () => html`
  <ol aria-label="Results">
    <li data-object-id="p1"><a href="#p1">First product</a></li>
    <li data-object-id="p2"><a href="#p2">Second product</a></li>
    <li data-object-id="p3">
      <a href="#p3"><span>Third</span> product</a>
    </li>
  </ol>
`;

type Click = { objectIDs: string[]; positions?: number[] };

// `fixtureSync`: plain elements need no update frame (and test tabs may run in the background).

/** Clicks without following the links (the test page stays where it is). */
const noNavigation = (el: Element) => el.addEventListener('click', (e) => e.preventDefault());

describe('insights: sendResultClicks', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    cleanup();
  });

  it('sends a click after search with the 1-based position across pages', async () => {
    const { appId, queue } = setup();
    const q = queue();
    const list = fixture<HTMLOListElement>(results());
    noNavigation(list);
    await expect(list).to.be.accessible();
    let page = 2;
    stop = sendResultClicks(list, {
      queue: q,
      index: 'products',
      queryID: () => QUERY_ID,
      offset: () => page * 20,
    });
    list.querySelector<HTMLElement>('[data-object-id="p3"] span')!.click();
    page = 0;
    list.querySelector<HTMLElement>('[data-object-id="p1"] a')!.click();
    await q.flush();
    const accepted = (await acceptedEvents(appId)) as InsightsEvent[];
    expect(accepted.map(({ timestamp: _t, ...e }) => e)).to.deep.equal([
      {
        userToken: 'user-1',
        eventName: 'Result Clicked',
        index: 'products',
        objectIDs: ['p3'],
        positions: [43],
        queryID: QUERY_ID,
        eventType: 'click',
      },
      {
        userToken: 'user-1',
        eventName: 'Result Clicked',
        index: 'products',
        objectIDs: ['p1'],
        positions: [1],
        queryID: QUERY_ID,
        eventType: 'click',
      },
    ]);
  });

  it('works from the keyboard (Enter on a result link) and with the middle button', async () => {
    const { queue } = setup();
    const q = queue();
    const list = fixture<HTMLOListElement>(results());
    noNavigation(list);
    const sent: InsightsEvent[] = [];
    stop = sendResultClicks(list, {
      queue: { send: (e) => sent.push(...([e].flat() as InsightsEvent[])) },
      index: 'products',
      queryID: () => QUERY_ID,
    });
    list.querySelector<HTMLElement>('[data-object-id="p2"] a')!.focus();
    await sendKeys({ press: 'Enter' });
    const link = list.querySelector('[data-object-id="p1"] a')!;
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect((sent as Click[]).map((e) => [e.objectIDs, e.positions])).to.deep.equal([
      [['p2'], [2]],
      [['p1'], [1]],
    ]);
    q.close();
  });

  it('uses data-position, data-query-id, a custom selector and event name, and plain clicks without a queryID', async () => {
    const sent: InsightsEvent[] = [];
    const queue = { send: (e: unknown) => sent.push(...([e].flat() as InsightsEvent[])) };
    const el = fixture<HTMLDivElement>(html`
      <div data-query-id=${QUERY_ID}>
        <article class="hit" data-object-id="x1" data-position="7">
          <button>Open x1</button>
        </article>
        <article class="hit" data-object-id="x2"><button>Open x2</button></article>
        <p data-object-id="ignored"><button>Not a hit</button></p>
      </div>
    `);
    await expect(el).to.be.accessible();
    stop = sendResultClicks(el, {
      queue,
      index: () => 'articles',
      selector: '.hit',
      eventName: 'Hit Opened',
    });
    el.querySelector<HTMLElement>('[data-object-id="x1"] button')!.click();
    el.querySelector<HTMLElement>('[data-object-id="x2"] button')!.click();
    el.querySelector<HTMLElement>('[data-object-id="ignored"] button')!.click();
    el.removeAttribute('data-query-id');
    el.querySelector<HTMLElement>('[data-object-id="x2"] button')!.click();
    expect(sent).to.deep.equal([
      {
        eventName: 'Hit Opened',
        index: 'articles',
        objectIDs: ['x1'],
        positions: [7],
        queryID: QUERY_ID,
        eventType: 'click',
      },
      {
        eventName: 'Hit Opened',
        index: 'articles',
        objectIDs: ['x2'],
        positions: [2],
        queryID: QUERY_ID,
        eventType: 'click',
      },
      { eventName: 'Hit Opened', index: 'articles', objectIDs: ['x2'], eventType: 'click' },
    ]);
    stop();
    el.querySelector<HTMLElement>('[data-object-id="x1"] button')!.click();
    expect(sent).to.have.length(3);
  });

  it('finds results inside a shadow root', async () => {
    const sent: InsightsEvent[] = [];
    const host = fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<ul><li data-object-id="s1"><button>One</button></li><li data-object-id="s2"><button>Two</button></li></ul>';
    stop = sendResultClicks(root, {
      queue: { send: (e) => sent.push(...([e].flat() as InsightsEvent[])) },
      index: 'products',
      queryID: () => QUERY_ID,
    });
    root.querySelectorAll('button')[1]!.click();
    expect((sent as Click[]).map((e) => e.positions)).to.deep.equal([[2]]);
  });
});
