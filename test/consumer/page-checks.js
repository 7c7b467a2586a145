// Read in the app's page (added as a script by apps.test.ts, untransformed): what a user sees
// of each element, and the design tokens as the page computes them.
window.consumerChecks = {
  /**
   * What each element shows: its data (a short summary of it), or the state it is in
   * (`loading…`, `empty`, `error: …`), as the browser tests recognise them.
   */
  elementStates() {
    const text = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const inside = (el, selector) => el.shadowRoot?.querySelector(selector) ?? null;
    const error = (el) => inside(el, '[part="error"]');
    const state = (el, summary) => {
      if (!el) return 'missing';
      if (error(el)) return `error: ${text(error(el))}`;
      return summary(el) || 'loading…';
    };
    return {
      'search-pagination': state(document.querySelector('search-pagination'), (el) => {
        const pages = [...el.querySelectorAll('.ais-Pagination-item--page')].map(text);
        const current = text(el.querySelector('.ais-Pagination-link[aria-current="page"]'));
        return pages.length > 0 && `pages ${pages.join(' ')}, current ${current}`;
      }),
      'usage-chart': state(document.querySelector('usage-chart'), (el) => {
        const busy = inside(el, '[part="base"]')?.getAttribute('aria-busy') !== 'false';
        const legend = [...el.shadowRoot.querySelectorAll('[part~="legend-item"]')].map(text);
        return !busy && inside(el, '[part="plot"]') && `plot of ${legend.join(', ')}`;
      }),
      'secret-key-list': state(document.querySelector('secret-key-list'), (el) => {
        const rows = el.shadowRoot?.querySelectorAll(
          '[part="base"][aria-busy="false"] table[part="table"] tbody tr:not(.skeleton)',
        ).length;
        return rows > 0 && `${rows} keys`;
      }),
      'composition-view': state(document.querySelector('composition-view'), (el) => {
        const busy = inside(el, '[part="base"]')?.getAttribute('aria-busy') !== 'false';
        return !busy && !inside(el, '[part="loading"]') && text(inside(el, 'h2'));
      }),
    };
  },

  /**
   * The chart's first use: the plot focused, then Home (the first point, and its tooltip, in
   * the next update), the CSV (`toCSV()`'s header), and an image, made by a part the app loads
   * on demand from its own chunks (`toSVG()`).
   */
  async chartFirstUse() {
    const chart = document.querySelector('usage-chart');
    const plot = chart.shadowRoot.querySelector('[part="plot"]');
    plot.focus();
    plot.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }),
    );
    await chart.updateComplete;
    const tooltip = Boolean(chart.shadowRoot.querySelector('[part="tooltip"]'));
    const header = chart.toCSV().split('\r\n')[0];
    const svg = (await chart.toSVG()).includes('<svg');
    return { point: plot.getAttribute('aria-valuenow'), tooltip, header, svg };
  },

  /**
   * Every `--search-ui-*` token the page's and the elements' style sheets name, computed on the
   * document root, on each element and on the first node inside it: the `names` found, and the
   * `invalid` ones, set to something that is not a value of their kind (colour, length or font).
   */
  tokens() {
    const elements = [
      ...document.querySelectorAll(
        'search-pagination, usage-chart, secret-key-list, composition-view',
      ),
    ];
    const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
    for (const el of elements) {
      if (el.shadowRoot)
        sheets.push(...el.shadowRoot.adoptedStyleSheets, ...el.shadowRoot.styleSheets);
    }
    const names = new Set();
    for (const sheet of sheets) {
      for (const rule of sheet.cssRules) {
        for (const [name] of rule.cssText.matchAll(/--search-ui-[\w-]+/g)) names.add(name);
      }
    }
    const kind = (name) =>
      name.endsWith('-radius')
        ? 'border-radius'
        : name.endsWith('-space')
          ? 'width'
          : name.endsWith('-font')
            ? 'font-family'
            : 'color';
    const places = [[':root', document.documentElement]];
    for (const el of elements) {
      places.push([el.localName, el]);
      const inner = el.shadowRoot?.firstElementChild ?? el.firstElementChild;
      if (inner) places.push([`${el.localName} > ${inner.localName}`, inner]);
    }
    // One line per token and value: `--search-ui-x: value (not a color) at :root, …`.
    const invalid = new Map();
    for (const [where, node] of places) {
      const style = getComputedStyle(node);
      for (const name of names) {
        const value = style.getPropertyValue(name).trim();
        if (value === '' || CSS.supports(kind(name), value)) continue;
        const line = `${name}: ${value} (not a ${kind(name)})`;
        invalid.set(line, [...(invalid.get(line) ?? []), where]);
      }
    }
    return {
      names: [...names].sort(),
      invalid: [...invalid].map(([line, where]) => `${line} at ${where.join(', ')}`),
    };
  },
};
